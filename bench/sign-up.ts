/** Signs a fresh user up on the bench server and answers their session cookie (`name=value`). */
export async function signUp(origin: string, email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@bench.example`): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password: 'bench-password-4821', name: 'Bench' }),
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

/** OWASP ASVS 5.0 minimum for argon2id: 19 MiB of memory, 2 iterations, 1 degree of parallelism. */
const ARGON2ID_OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** The native hashing library is loaded at the first sign-up or sign-in, not at start. */
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, ARGON2ID_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  const { verify } = await argon2();
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed check, never a crash of the sign-in route.
    return false;
  }
}

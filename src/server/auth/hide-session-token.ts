type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null;

/**
 * better-auth puts the session token in the JSON of sign-in, sign-up, change-password and
 * get-session answers, for bearer-token clients. Our browser holds it in an httpOnly cookie; a
 * copy in a body that any script on the page can read would undo that, so it is taken out.
 */
export async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!isObject(body)) return response;
  const session = isObject(body.session) ? { ...body.session } : undefined;
  if (!('token' in body) && !(session && 'token' in session)) return response;
  const safe: JsonObject = { ...body };
  delete safe.token;
  if (session) {
    delete session.token;
    safe.session = session;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(safe), { status: response.status, headers });
}

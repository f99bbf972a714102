import { retryAfterMs } from './retry-after';

/** An error answer from our API, or a network failure (status 0, code 'NETWORK'). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The whole answer, for errors that carry data (a 409 carries the current journey). */
    readonly body?: unknown,
    /** How long the server asked us to wait before trying again (a 503 or 429 with Retry-After). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

interface ErrorShape {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

async function toApiError(response: Response): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => ({}))) as ErrorShape;
  return new ApiRequestError(
    response.status,
    body.error?.code ?? `HTTP_${response.status}`,
    body.error?.message ?? 'Something went wrong. Please try again.',
    body.error?.fields,
    body,
    retryAfterMs(response.headers.get('Retry-After')),
  );
}

/** The one fetch wrapper: JSON in and out, cookies included, errors as ApiRequestError. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: { Accept: 'application/json', ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', 'We could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export interface RemoteResponse<T = unknown> {
  status: number;
  body: T;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Fails the request (with an AbortError) when the server has not answered in this long. */
  timeoutMs?: number;
}

/** A browser-like caller of a listening server: keeps the session cookie, sends our Origin. */
export class RemoteClient {
  private cookie = '';

  constructor(readonly origin: string) {}

  /** The headers a browser of this session sends, for requests made by other means. */
  get headers(): Record<string, string> {
    return { Origin: this.origin, ...(this.cookie ? { Cookie: this.cookie } : {}) };
  }

  /** Another process of the same app may serve the same cookie (a restart, a second instance). */
  withOrigin(origin: string): RemoteClient {
    const client = new RemoteClient(origin);
    client.cookie = this.cookie;
    return client;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    json?: unknown,
    options: RequestOptions = {},
  ): Promise<RemoteResponse<T>> {
    const response = await this.send(method, path, json, options);
    const text = await response.text();
    return { status: response.status, body: parseJson(text) as T, text };
  }

  private async send(method: string, path: string, json?: unknown, options: RequestOptions = {}): Promise<Response> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        ...this.headers,
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
    if (sessionCookie) this.cookie = sessionCookie.split(';')[0] ?? '';
    return response;
  }

  async signUp(email: string, password = 'orchard-lantern-77'): Promise<void> {
    const response = await this.request('POST', '/api/auth/sign-up/email', {
      email,
      password,
      name: 'Fault Suite',
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

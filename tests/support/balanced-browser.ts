import type { ServerProcess } from './server-process';

/** The one public origin of every process, as behind a load balancer. */
export const LOAD_BALANCER_URL = 'http://studio.bank.test';

export interface Answer<T> {
  status: number;
  body: T;
}

/** A browser behind the load balancer: one client address and one cookie, whichever process answers. */
export class BalancedBrowser {
  private cookie = '';
  constructor(
    private readonly ip: string,
    private readonly appUrl = LOAD_BALANCER_URL,
  ) {}

  /** A second tab: the same session cookie, kept even after this one signs out. */
  tab(): BalancedBrowser {
    const copy = new BalancedBrowser(this.ip, this.appUrl);
    copy.cookie = this.cookie;
    return copy;
  }

  async request<T = unknown>(
    server: ServerProcess,
    method: string,
    path: string,
    json?: unknown,
    /** A request not answered in this long fails: how a test says that nothing may hang. */
    timeoutMs = 15_000,
  ): Promise<Answer<T>> {
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: {
        Origin: this.appUrl,
        'X-Forwarded-For': this.ip,
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
    if (sessionCookie) this.cookie = sessionCookie.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  signUp(server: ServerProcess, email: string) {
    return this.request(server, 'POST', '/api/auth/sign-up/email', {
      email,
      password: 'orchard-lantern-77',
      name: '',
    });
  }

  signIn(server: ServerProcess, email: string, password: string) {
    return this.request(server, 'POST', '/api/auth/sign-in/email', { email, password });
  }
}

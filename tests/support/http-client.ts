import type { TestApp } from './test-app';
import { TEST_ORIGIN } from './test-app';

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small cookie-keeping client over app.request(), as a browser on our origin would call the API. */
export class TestClient {
  private cookie = '';

  constructor(
    private readonly testApp: TestApp,
    private readonly ip = randomTestIp(),
  ) {}

  get sessionCookie(): string {
    return this.cookie;
  }

  useCookie(cookie: string): void {
    this.cookie = cookie;
  }

  /** The answer as it arrives, for event streams; the caller reads (and cancels) its body. */
  open(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return Promise.resolve(
      this.testApp.app.request(path, {
        headers: { Origin: TEST_ORIGIN, 'X-Forwarded-For': this.ip, Accept: 'text/event-stream', Cookie: this.cookie, ...headers },
      }),
    );
  }

  async request<T = unknown>(method: string, path: string, json?: unknown, headers: Record<string, string> = {}): Promise<JsonResponse<T>> {
    const response = await this.testApp.app.request(path, {
      method,
      headers: {
        Origin: TEST_ORIGIN,
        'X-Forwarded-For': this.ip,
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    const body = (text ? safeJson(text) : null) as T;
    return { status: response.status, body, headers: response.headers };
  }

  signUp(email: string, password = 'correct-horse-battery', extra: Record<string, string> = {}) {
    return this.request('POST', '/api/auth/sign-up/email', { email, password, name: '', ...extra });
  }

  signIn(email: string, password = 'correct-horse-battery') {
    return this.request('POST', '/api/auth/sign-in/email', { email, password });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function randomTestIp(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@bank.example`;
}

import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export interface RequestOptions {
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is; set Content-Type yourself. */
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** The local address to connect from (any 127.x.y.z on Linux), to act as another client. */
  localAddress?: string;
  /** Sends the body in chunks without a Content-Length, as a streaming client would. */
  chunked?: boolean;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One raw HTTP request over a real socket: only the headers given here are sent. */
export function send(url: string, method: string, options: RequestOptions = {}): Promise<HttpAnswer> {
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
  const headers: Record<string, string> = {
    ...(options.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...(body === undefined
      ? {}
      : options.chunked
        ? { 'Transfer-Encoding': 'chunked' }
        : { 'Content-Length': String(Buffer.byteLength(body)) }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers, localAddress: options.localAddress }, (incoming) => {
      const parts: Buffer[] = [];
      incoming.on('data', (part: Buffer) => parts.push(part));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text, json: parseJson(text) });
      });
    });
    outgoing.on('error', reject);
    if (options.chunked && body !== undefined) {
      const bytes = Buffer.from(body);
      outgoing.write(bytes.subarray(0, bytes.length / 2));
      outgoing.end(bytes.subarray(bytes.length / 2));
    } else outgoing.end(body);
  });
}

export const PASSWORD = 'correct-horse-battery-staple';

let counter = 0;
export function uniqueEmail(prefix = 'attack'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@bank.example`;
}

/** A browser on the app's origin: sends that Origin and keeps the session cookie it is given. */
export class Visitor {
  cookie = '';

  constructor(
    private readonly baseUrl: string,
    readonly origin: string,
    private readonly localAddress?: string,
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer> {
    const answer = await send(`${this.baseUrl}${path}`, method, {
      localAddress: this.localAddress,
      ...options,
      headers: { Origin: this.origin, ...(this.cookie ? { Cookie: this.cookie } : {}), ...options.headers },
    });
    const sessionCookie = answer.headers['set-cookie']?.find((cookie) => cookie.includes('session_token='));
    if (sessionCookie) this.cookie = sessionCookie.split(';')[0] ?? '';
    return answer;
  }

  async signUp(
    email = uniqueEmail(),
    password = PASSWORD,
    name = 'Attack Test',
  ): Promise<{ id: string; email: string }> {
    const answer = await this.request('POST', '/api/auth/sign-up/email', { json: { email, password, name } });
    if (answer.status !== 200) throw new Error(`sign-up failed: ${answer.status} ${answer.text}`);
    return { id: (answer.json as { user: { id: string } }).user.id, email };
  }

  signIn(email: string, password = PASSWORD): Promise<HttpAnswer> {
    return this.request('POST', '/api/auth/sign-in/email', { json: { email, password } });
  }
}

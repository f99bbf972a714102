/** The HTTP-POST binding's page: a form the identity provider's script submits to the app at once. */
export interface SamlPostForm {
  action: string;
  SAMLResponse: string;
  RelayState: string;
  /** The identity provider's origin, which the browser names as the post's Origin. */
  from: string;
  /** The Cookie header the browser sent with it, when it did post it. */
  cookie?: string;
}

const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&quot;/g, '"').replace(/&amp;/g, '&');

function samlPostFormIn(page: string, from: string): SamlPostForm | undefined {
  const action = /<form[^>]*action="([^"]*)"/.exec(page)?.[1];
  const field = (name: string) => new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(page)?.[1];
  const response = field('SAMLResponse');
  if (!action || response === undefined) return undefined;
  return { action: decodeEntities(action), SAMLResponse: decodeEntities(response), RelayState: decodeEntities(field('RelayState') ?? ''), from };
}

/**
 * A browser without a window, for single sign-on through a real identity provider: it keeps each
 * origin's cookies, follows redirects one at a time across the app and the provider, and fills in
 * the provider's login form. No redirect is followed by fetch itself, so every hop is the app's
 * or the provider's own answer.
 */
export class SsoBrowser {
  private readonly cookies = new Map<string, Map<string, string>>();
  /** Every address visited, in order. */
  readonly visited: string[] = [];

  private turn = 0;

  /**
   * `backends`: where requests for the app's origin really go, in turns, as a load balancer in
   * front of several app processes would send them. Cookies stay with the app's origin.
   */
  constructor(
    readonly appOrigin: string,
    private readonly backends: string[] = [],
  ) {}

  /** Sent as X-Forwarded-For to the app, as a proxy in front of it would (with TRUST_PROXY=true). */
  forwardedFor: string | undefined;

  /** Which backend answered each request for the app, in order. */
  readonly servedBy: string[] = [];

  private address(url: string): string {
    if (this.backends.length === 0 || new URL(url).origin !== this.appOrigin) return url;
    const backend = this.backends[this.turn % this.backends.length]!;
    this.turn += 1;
    this.servedBy.push(backend);
    return backend + url.slice(this.appOrigin.length);
  }

  cookieHeader(url: string): string {
    return [...(this.cookies.get(new URL(url).origin) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(url: string, response: Response) {
    const jar = this.cookies.get(new URL(url).origin) ?? new Map<string, string>();
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(new URL(url).origin, jar);
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    this.visited.push(url);
    const headers = new Headers(init.headers);
    const cookie = headers.get('x-cookie-override') ?? this.cookieHeader(url);
    headers.delete('x-cookie-override');
    if (cookie) headers.set('cookie', cookie);
    if (this.forwardedFor && new URL(url).origin === this.appOrigin) headers.set('x-forwarded-for', this.forwardedFor);
    const response = await fetch(this.address(url), { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    this.keepCookies(url, response);
    return response;
  }

  /** A request from the app's own pages: its origin, JSON in and out. */
  async api(method: string, path: string, json?: unknown): Promise<{ status: number; body: unknown; text: string }> {
    const response = await this.request(`${this.appOrigin}${path}`, {
      method,
      headers: { Origin: this.appOrigin, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body, text };
  }

  /**
   * Follows redirects from `url` until an answer that is not one, or a page of the app (not its
   * API), which a real browser would render. The provider's login page is filled in as `login`.
   */
  async follow(url: string, login?: string): Promise<URL> {
    let current = url;
    /** An answer to a form this browser just submitted, read in place of loading `current`. */
    let answered: Response | undefined;
    for (let hop = 0; hop < 20; hop += 1) {
      const here = new URL(current);
      if (!answered && here.origin === this.appOrigin && !here.pathname.startsWith('/api/')) return here;
      const response = answered ?? (await this.request(current));
      answered = undefined;
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        current = new URL(location, current).toString();
        continue;
      }
      const page = await response.text();
      // SAML's HTTP-POST binding: the provider's page submits the signed response to the app at once.
      const samlPost = samlPostFormIn(page, here.origin);
      if (samlPost) {
        this.samlPosts.push(samlPost);
        if (this.holdSamlResponses) return here;
        answered = await this.postSamlForm(samlPost);
        current = samlPost.action;
        continue;
      }
      if (login === undefined || !page.includes('name="login"')) return here;
      const form = new URLSearchParams({ prompt: 'login', login, password: 'any password works here' });
      answered = await this.request(current, { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      login = undefined;
    }
    throw new Error(`Too many redirects:\n${this.visited.join('\n')}`);
  }

  /** Every SAML response this browser carried from an identity provider to the app, in order. */
  readonly samlPosts: SamlPostForm[] = [];

  /** Stops at the identity provider's HTTP-POST page instead of submitting it: the response is kept unused. */
  holdSamlResponses = false;

  /**
   * Submits an identity provider's HTTP-POST form as a browser does: from the provider's page, so
   * with its Origin, and this browser's cookies (or, with `cookie`, the ones given).
   */
  postSamlForm(form: SamlPostForm, cookie?: string): Promise<Response> {
    form.cookie ??= this.cookieHeader(form.action);
    return this.request(form.action, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: form.from,
        'Sec-Fetch-Site': 'cross-site',
        ...(cookie === undefined ? {} : { 'X-Cookie-Override': cookie }),
      },
      body: new URLSearchParams({ SAMLResponse: form.SAMLResponse, RelayState: form.RelayState }),
    });
  }

  /**
   * Posts a SAML response (this browser's or one taken from another) and follows where the app
   * sends it; `asFirstSent` sends the cookies that went with it the first time, as someone who
   * copied the whole request would.
   */
  async replaySamlPost(form: SamlPostForm, options: { asFirstSent?: boolean } = {}): Promise<URL> {
    const posted = await this.postSamlForm(form, options.asFirstSent ? (form.cookie ?? '') : undefined);
    const next = posted.headers.get('location');
    if (!next) throw new Error(`the assertion consumer answered ${posted.status} without a redirect`);
    return this.follow(new URL(next, form.action).toString());
  }

  /** "Continue with single sign-on" for `email`, signing in at the provider as `login`. */
  async signInWithSso(email: string, login = email): Promise<URL> {
    const started = await this.api('POST', '/api/auth/sign-in/sso', { email });
    if (started.status !== 200) throw new Error(`sign-in/sso answered ${started.status}: ${started.text}`);
    return this.follow((started.body as { url: string }).url, login);
  }

  /** The last address on the app's redirect URI that the provider sent this browser to. */
  lastCallback(): string | undefined {
    return this.visited.filter((url) => url.startsWith(`${this.appOrigin}/api/auth/sso/callback`)).at(-1);
  }
}

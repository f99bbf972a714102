import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import samlp from 'samlp';
import { generate } from 'selfsigned';

/** How the provider spoils the responses it hands out, to see the app refuse them. */
export type SamlResponseTampering = 'none' | 'wrong-key' | 'expired' | 'wrong-audience';

export interface TestSamlIdentityProvider {
  origin: string;
  entityId: string;
  /** Where AuthnRequests go (HTTP-Redirect binding). */
  ssoUrl: string;
  /** The provider's metadata document, as an owner downloads it from a real identity provider. */
  metadataXml: string;
  /** Its public signing certificate (PEM). */
  certificate: string;
  /** Its private signing key: held by the provider only, never by the app. */
  privateKey: string;
  /** Each AuthnRequest the provider was sent, decoded. */
  requests: Array<{ id: string; issuer: string; assertionConsumerServiceURL: string }>;
  tamperResponses(mode: SamlResponseTampering): void;
  close(): Promise<void>;
}

interface ParsedRequest {
  id?: string;
  issuer?: string;
  assertionConsumerServiceURL?: string;
}

const SIGNING_SUBJECT = [{ name: 'commonName', value: 'Test Bank identity provider' }];

async function signingPair() {
  const pems = await generate(SIGNING_SUBJECT, { keySize: 2048, algorithm: 'sha256' });
  return { key: pems.private, cert: pems.cert };
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(response: ServerResponse, status: number, title: string, body: string, extraHead = '') {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${extraHead}</head><body><main>${body}</main></body></html>`);
}

/** The provider's login page: any login name is taken as the person's e-mail address. */
function loginPage(response: ServerResponse, action: string) {
  page(
    response,
    200,
    'Test Bank sign-in',
    `<h1>Test Bank sign-in</h1><form method="post" action="${escapeHtml(action)}">` +
      '<label>Login <input name="login" autocomplete="username"></label>' +
      '<label>Password <input name="password" type="password" autocomplete="current-password"></label>' +
      '<button type="submit">Sign in at Test Bank</button></form>',
  );
}

/** The HTTP-POST binding: the browser carries the signed response to the app's assertion consumer. */
function postBindingPage(response: ServerResponse, acsUrl: string, samlResponse: string, relayState: string) {
  page(
    response,
    200,
    'Signing you in',
    `<form method="post" action="${escapeHtml(acsUrl)}">` +
      `<input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}">` +
      `<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">` +
      '<button type="submit">Continue</button></form>' +
      '<script>document.forms[0].submit()</script>',
  );
}

function parseAuthnRequest(samlRequest: string): Promise<ParsedRequest | undefined> {
  return new Promise((resolve, reject) => {
    samlp.parseRequest({ query: { SAMLRequest: samlRequest }, body: {} }, (error: Error | null, data?: ParsedRequest) =>
      error ? reject(error) : resolve(data),
    );
  });
}

function metadataOf(entityId: string, cert: string, origin: string): string {
  let xml = '';
  const middleware = samlp.metadata({ issuer: entityId, cert, redirectEndpointPath: '/sso', postEndpointPath: '/sso', logoutEndpointPaths: {} });
  middleware({ headers: { host: new URL(origin).host }, protocol: 'http', originalUrl: '/metadata' }, { set: () => undefined, send: (body: string) => (xml = body) });
  return xml;
}

/**
 * A real SAML 2.0 identity provider (Auth0's `samlp`, not the app's samlify) on 127.0.0.1: metadata,
 * a login page for AuthnRequests sent by HTTP-Redirect, and assertions signed with its own key,
 * sent back through the browser by HTTP-POST. The subject (NameID) is derived from the login name.
 */
export async function startSamlIdentityProvider(options: { port?: number; host?: string } = {}): Promise<TestSamlIdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = createServer();
  const port = await listen(server, options.port ?? 0, host);
  const origin = `http://${host}:${port}`;
  const entityId = `${origin}/metadata`;
  const signing = await signingPair();
  const impostor = await signingPair();
  const metadataXml = metadataOf(entityId, signing.cert, origin);
  const requests: TestSamlIdentityProvider['requests'] = [];
  let tampering: SamlResponseTampering = 'none';

  const respond = async (request: ParsedRequest, login: string): Promise<string> => {
    const keys = tampering === 'wrong-key' ? impostor : signing;
    const acsUrl = request.assertionConsumerServiceURL ?? '';
    const user = {
      id: `subject-${login}`,
      emails: [{ value: login }],
      displayName: login.split('@')[0],
      name: { givenName: login.split('@')[0], familyName: 'Tester' },
    };
    const xml = await new Promise<string>((resolve, reject) =>
      samlp.getSamlResponse(
        {
          issuer: entityId,
          cert: keys.cert,
          key: keys.key,
          audience: tampering === 'wrong-audience' ? 'https://another-application.example/saml' : request.issuer,
          recipient: acsUrl,
          destination: acsUrl,
          inResponseTo: request.id,
          lifetimeInSeconds: tampering === 'expired' ? -3600 : 300,
          signatureAlgorithm: 'rsa-sha256',
          digestAlgorithm: 'sha256',
        },
        user,
        (error: Error | null, response?: string) => (error || !response ? reject(error ?? new Error('no response')) : resolve(response)),
      ),
    );
    return Buffer.from(xml).toString('base64');
  };

  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', origin);
    void (async () => {
      if (url.pathname === '/metadata') {
        response.writeHead(200, { 'Content-Type': 'application/xml' });
        return response.end(metadataXml);
      }
      if (url.pathname !== '/sso') return page(response, 404, 'Not found', '<h1>Not found</h1>');
      const parsed = await parseAuthnRequest(url.searchParams.get('SAMLRequest') ?? '');
      if (!parsed?.id || !parsed.assertionConsumerServiceURL || !parsed.issuer) return page(response, 400, 'Bad request', '<h1>No AuthnRequest</h1>');
      if (request.method === 'GET') {
        requests.push({ id: parsed.id, issuer: parsed.issuer, assertionConsumerServiceURL: parsed.assertionConsumerServiceURL });
        return loginPage(response, url.pathname + url.search);
      }
      const login = (await readForm(request)).get('login')?.trim() ?? '';
      if (!login) return loginPage(response, url.pathname + url.search);
      postBindingPage(response, parsed.assertionConsumerServiceURL, await respond(parsed, login), url.searchParams.get('RelayState') ?? '');
    })().catch((error: unknown) => page(response, 500, 'Error', `<h1>${escapeHtml(String(error))}</h1>`));
  });

  return {
    origin,
    entityId,
    ssoUrl: `${origin}/sso`,
    metadataXml,
    certificate: signing.cert,
    privateKey: signing.key,
    requests,
    tamperResponses: (mode) => (tampering = mode),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

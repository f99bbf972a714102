import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type JWK, SignJWT, decodeJwt, exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface IdentityProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** How the provider spoils the ID tokens it hands out, to see the app refuse them. */
export type IdTokenTampering = 'none' | 'wrong-audience' | 'expired';

export interface TestIdentityProvider {
  issuer: string;
  /** Authorization header of each token request, to see how the app authenticated. */
  tokenRequests: Array<{ authorization: string | undefined }>;
  tamperIdTokens(mode: IdTokenTampering): void;
  close(): Promise<void>;
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/** First-party clients are trusted: the provider grants the scopes without a consent screen. */
async function grantWithoutConsent(ctx: KoaContextWithOIDC) {
  const { client, session, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return provider.Grant.find(grantId);
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  return grant;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1: discovery, a login
 * page that takes any login name as the person's e-mail address, authorization codes with PKCE,
 * signed ID tokens and a userinfo endpoint. Accounts: the login name is the e-mail, the subject is
 * derived from it.
 */
export async function startIdentityProvider(options: { clients: IdentityProviderClient[]; port?: number; host?: string }): Promise<TestIdentityProvider> {
  const server = createServer();
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port ?? 0, host);
  const issuer = `http://${host}:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let tampering: IdTokenTampering = 'none';
  const tokenRequests: TestIdentityProvider['tokenRequests'] = [];

  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [signingKey] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['identity-provider-test-cookie-key-0123456789'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: `subject-${id}`, email: id, email_verified: true, name: id.split('@')[0] }),
    }),
    loadExistingGrant: grantWithoutConsent,
    features: { devInteractions: { enabled: true } },
  });

  provider.use(async (ctx, next) => {
    if (ctx.path === '/token') tokenRequests.push({ authorization: ctx.get('authorization') || undefined });
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || tampering === 'none' || typeof body?.id_token !== 'string') return;
    const claims = decodeJwt(body.id_token);
    const now = Math.floor(Date.now() / 1000);
    const spoiled = tampering === 'wrong-audience' ? { ...claims, aud: 'another-application' } : { ...claims, iat: now - 7200, exp: now - 3600 };
    body.id_token = await new SignJWT(spoiled).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey);
  });
  server.on('request', provider.callback());

  return {
    issuer,
    tokenRequests,
    tamperIdTokens: (mode) => (tampering = mode),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

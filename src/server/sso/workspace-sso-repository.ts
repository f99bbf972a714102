import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { type SsoDefaultRole, type SsoDomain, domainVerificationRecord } from '../../domain/sso-api';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';
import type { SamlServiceProvider } from '../../domain/saml-settings';
import type { SecretBox } from '../security/secret-box';
import type { SamlIdentityProvider } from '../config/saml-idp-settings';
import { type SamlPluginConfig, samlPluginConfig } from './saml-service-provider';
import { SSO_SCOPES } from './sso-plugin';

/** A workspace's provider id at the plugin; one provider per workspace. */
export const workspaceProviderId = (workspaceId: string) => `workspace-${workspaceId}`;

export interface DiscoveredEndpoints {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksEndpoint: string;
  userInfoEndpoint: string | undefined;
  tokenEndpointAuthentication: 'client_secret_basic' | 'client_secret_post';
}

interface ProviderPolicySettings {
  defaultRole: SsoDefaultRole;
  passwordSignIn: 'allowed' | 'disabled';
}

export interface OidcProviderSettings extends ProviderPolicySettings {
  protocol: 'oidc';
  issuer: string;
  clientId: string;
  /** Left out to keep the stored secret. */
  clientSecret?: string | undefined;
  endpoints: DiscoveredEndpoints;
}

export interface SamlProviderSettings extends ProviderPolicySettings {
  protocol: 'saml';
  appUrl: string;
  serviceProvider: SamlServiceProvider;
  idp: SamlIdentityProvider;
}

export type ProviderSettings = OidcProviderSettings | SamlProviderSettings;

interface StoredPolicy {
  defaultRole: SsoDefaultRole;
  passwordSignIn: 'allowed' | 'disabled';
  updatedAt: string;
}

export type StoredProvider =
  | (StoredPolicy & { protocol: 'oidc'; issuer: string; clientId: string })
  | (StoredPolicy & { protocol: 'saml'; idp: SamlIdentityProvider });

type Db = Kysely<Database> | Transaction<Database>;

async function verifiedDomains(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('sso_domains')
    .select('domain')
    .where('workspace_id', '=', workspaceId)
    .where('verified_at', 'is not', null)
    .orderBy('domain')
    .execute();
  return rows.map((row) => row.domain);
}

/** The plugin reads a provider's domains from its own row: only verified ones are written there. */
async function syncProviderDomains(db: Db, workspaceId: string): Promise<void> {
  const domains = await verifiedDomains(db, workspaceId);
  await db.updateTable('ssoProvider').set({ domain: domains.join(',') }).where('organizationId', '=', workspaceId).execute();
}

/**
 * Ends every session of the people at these domains. Switching password sign-in off must not
 * leave password sessions running; people who use single sign-on simply sign in again.
 */
async function endSessionsAt(db: Db, domains: string[]): Promise<void> {
  for (const domain of domains) {
    // Domains are letters, digits, dots and hyphens (ssoDomainSchema): nothing LIKE treats specially.
    const users = db.selectFrom('user').select('id').where('email', 'like', `%@${domain}`);
    await db.deleteFrom('session').where('userId', 'in', users).execute();
  }
}

/** The identity provider as an owner described it, read back from the plugin's configuration. */
function identityProviderOf(config: SamlPluginConfig): SamlIdentityProvider {
  return { entityId: config.idpMetadata.entityID, entryPoint: config.entryPoint, certificates: config.idpMetadata.cert, emailAttribute: config.mapping.email };
}

export function workspaceSsoRepository(db: Kysely<Database>, box: SecretBox) {
  const storedSecret = async (trx: Db, workspaceId: string): Promise<string | undefined> => {
    const row = await trx.selectFrom('ssoProvider').select('oidcConfig').where('organizationId', '=', workspaceId).executeTakeFirst();
    const config = row?.oidcConfig ? (JSON.parse(row.oidcConfig) as { clientSecret?: unknown }) : {};
    return typeof config.clientSecret === 'string' ? config.clientSecret : undefined;
  };

  return {
    /** The same queries inside a caller's transaction (one that also appends the change's audit entry). */
    within: (trx: Transaction<Database>) => workspaceSsoRepository(trx, box),

    async provider(workspaceId: string): Promise<StoredProvider | undefined> {
      const row = await db
        .selectFrom('workspace_sso')
        .innerJoin('ssoProvider', 'ssoProvider.providerId', 'workspace_sso.provider_id')
        .select(['ssoProvider.issuer', 'ssoProvider.oidcConfig', 'ssoProvider.samlConfig', 'workspace_sso.default_role', 'workspace_sso.password_sign_in', 'workspace_sso.updated_at'])
        .where('workspace_sso.workspace_id', '=', workspaceId)
        .executeTakeFirst();
      if (!row) return undefined;
      const policy = { defaultRole: row.default_role, passwordSignIn: row.password_sign_in, updatedAt: row.updated_at };
      if (row.samlConfig) return { ...policy, protocol: 'saml', idp: identityProviderOf(JSON.parse(row.samlConfig) as SamlPluginConfig) };
      const { clientId } = JSON.parse(row.oidcConfig ?? '{}') as { clientId?: string };
      return { ...policy, protocol: 'oidc', issuer: row.issuer, clientId: clientId ?? '' };
    },

    async domains(workspaceId: string): Promise<SsoDomain[]> {
      const rows = await db
        .selectFrom('sso_domains')
        .select(['domain', 'verification_token', 'verified_at'])
        .where('workspace_id', '=', workspaceId)
        .orderBy('domain')
        .execute();
      return rows.map((row) => ({
        domain: row.domain,
        verified: row.verified_at !== null,
        verificationRecord: domainVerificationRecord(row.domain, row.verification_token),
      }));
    },

    /** 'secret_required' when there is no stored secret to keep. */
    async saveProvider(workspaceId: string, userId: string, settings: ProviderSettings): Promise<'saved' | 'secret_required'> {
      return inTransaction(db, async (trx) => {
        let configs: { issuer: string; oidcConfig: string | null; samlConfig: string | null };
        if (settings.protocol === 'saml') {
          const samlConfig = samlPluginConfig(settings.serviceProvider, settings.idp, settings.appUrl);
          // The plugin names the service provider "issuer" in a SAML provider's row.
          configs = { issuer: samlConfig.issuer, oidcConfig: null, samlConfig: JSON.stringify(samlConfig) };
        } else {
          const kept = await storedSecret(trx, workspaceId);
          if (settings.clientSecret === undefined && kept === undefined) return 'secret_required';
          const oidcConfig = JSON.stringify({
            clientSecret: settings.clientSecret === undefined ? kept : box.seal(settings.clientSecret),
            issuer: settings.issuer,
            clientId: settings.clientId,
            pkce: true,
            discoveryEndpoint: `${settings.issuer}/.well-known/openid-configuration`,
            scopes: SSO_SCOPES,
            ...settings.endpoints,
          });
          configs = { issuer: settings.issuer, oidcConfig, samlConfig: null };
        }
        const before = await trx.selectFrom('workspace_sso').select('password_sign_in').where('workspace_id', '=', workspaceId).executeTakeFirst();
        const providerId = workspaceProviderId(workspaceId);
        const domain = (await verifiedDomains(trx, workspaceId)).join(',');
        await trx
          .insertInto('ssoProvider')
          .values({ id: randomUUID(), ...configs, userId, providerId, organizationId: workspaceId, domain })
          .onConflict((oc) => oc.column('providerId').doUpdateSet({ ...configs, userId, domain }))
          .execute();
        const now = new Date().toISOString();
        const policy = { default_role: settings.defaultRole, password_sign_in: settings.passwordSignIn, updated_by: userId, updated_at: now };
        await trx
          .insertInto('workspace_sso')
          .values({ workspace_id: workspaceId, provider_id: providerId, ...policy })
          .onConflict((oc) => oc.column('workspace_id').doUpdateSet(policy))
          .execute();
        if (settings.passwordSignIn === 'disabled' && before?.password_sign_in !== 'disabled') {
          await endSessionsAt(trx, await verifiedDomains(trx, workspaceId));
        }
        return 'saved';
      });
    },

    /** Its domains go too: they no longer lead anywhere. */
    async removeProvider(workspaceId: string): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('sso_domains').where('workspace_id', '=', workspaceId).execute();
        await trx.deleteFrom('ssoProvider').where('organizationId', '=', workspaceId).execute();
      });
    },

    async hasProvider(workspaceId: string): Promise<boolean> {
      const row = await db.selectFrom('workspace_sso').select('workspace_id').where('workspace_id', '=', workspaceId).executeTakeFirst();
      return row !== undefined;
    },

    async addDomain(workspaceId: string, domain: string): Promise<'added' | 'exists' | 'taken'> {
      const claims = await db.selectFrom('sso_domains').select(['workspace_id', 'verified_at']).where('domain', '=', domain).execute();
      if (claims.some((claim) => claim.workspace_id === workspaceId)) return 'exists';
      if (claims.some((claim) => claim.verified_at !== null)) return 'taken';
      await db
        .insertInto('sso_domains')
        .values({ domain, workspace_id: workspaceId, verification_token: randomBytes(24).toString('base64url'), verified_at: null, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return 'added';
    },

    async verificationToken(workspaceId: string, domain: string): Promise<{ token: string; verified: boolean } | undefined> {
      const row = await db
        .selectFrom('sso_domains')
        .select(['verification_token', 'verified_at'])
        .where('workspace_id', '=', workspaceId)
        .where('domain', '=', domain)
        .executeTakeFirst();
      return row ? { token: row.verification_token, verified: row.verified_at !== null } : undefined;
    },

    /**
     * Marks the domain proven. 'taken' when another workspace proved it first: the unique index on
     * verified domains decides a race between two workspaces on either database.
     */
    async markVerified(workspaceId: string, domain: string): Promise<'verified' | 'taken'> {
      try {
        return await inTransaction(db, async (trx) => {
          await trx
            .updateTable('sso_domains')
            .set({ verified_at: new Date().toISOString() })
            .where('workspace_id', '=', workspaceId)
            .where('domain', '=', domain)
            .execute();
          await syncProviderDomains(trx, workspaceId);
          // Other workspaces' pending claims to it can never succeed now.
          await trx.deleteFrom('sso_domains').where('domain', '=', domain).where('workspace_id', '!=', workspaceId).execute();
          const policy = await trx.selectFrom('workspace_sso').select('password_sign_in').where('workspace_id', '=', workspaceId).executeTakeFirst();
          if (policy?.password_sign_in === 'disabled') await endSessionsAt(trx, [domain]);
          return 'verified' as const;
        });
      } catch (error) {
        if (/unique|duplicate/i.test(String((error as Error).message))) return 'taken';
        throw error;
      }
    },

    async removeDomain(workspaceId: string, domain: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx.deleteFrom('sso_domains').where('workspace_id', '=', workspaceId).where('domain', '=', domain).executeTakeFirst();
        await syncProviderDomains(trx, workspaceId);
        return Number(result.numDeletedRows) === 1;
      });
    },
  };
}

export type WorkspaceSsoRepository = ReturnType<typeof workspaceSsoRepository>;

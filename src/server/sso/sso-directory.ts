import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DeploymentSso } from '../config/sso-config';

export interface DomainSignIn {
  providerId: string;
  protocol: 'oidc' | 'saml';
  passwordSignIn: 'allowed' | 'disabled';
}

/**
 * Which identity provider signs in an e-mail domain: the installation's, for the domains its
 * operator listed, or the one workspace's whose owners proved they control the domain.
 */
export function ssoDirectory(db: Kysely<Database>, deployment: DeploymentSso | undefined) {
  return {
    async forDomain(domain: string): Promise<DomainSignIn | undefined> {
      if (deployment?.domains.includes(domain)) {
        return { providerId: deployment.providerId, protocol: deployment.protocol, passwordSignIn: deployment.passwordSignIn };
      }
      const row = await db
        .selectFrom('sso_domains')
        .innerJoin('workspace_sso', 'workspace_sso.workspace_id', 'sso_domains.workspace_id')
        .innerJoin('ssoProvider', 'ssoProvider.providerId', 'workspace_sso.provider_id')
        .select(['workspace_sso.provider_id', 'workspace_sso.password_sign_in', 'ssoProvider.samlConfig'])
        .where('sso_domains.domain', '=', domain)
        .where('sso_domains.verified_at', 'is not', null)
        .executeTakeFirst();
      if (!row) return undefined;
      return { providerId: row.provider_id, protocol: row.samlConfig ? 'saml' : 'oidc', passwordSignIn: row.password_sign_in };
    },

    /** Whether "Continue with single sign-on" can lead anywhere in this installation. */
    async anyConfigured(): Promise<boolean> {
      if (deployment) return true;
      const row = await db
        .selectFrom('sso_domains')
        .innerJoin('workspace_sso', 'workspace_sso.workspace_id', 'sso_domains.workspace_id')
        .select('sso_domains.domain')
        .where('sso_domains.verified_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type SsoDirectory = ReturnType<typeof ssoDirectory>;

import type { KyselyPlugin, QueryResult, UnknownRow } from 'kysely';
import type { Logger } from '../logger';
import type { SecretBox } from '../security/secret-box';

type OidcConfigJson = Record<string, unknown> & { clientSecret?: unknown };

/**
 * better-auth's SSO plugin reads `ssoProvider.oidcConfig` and sends its `clientSecret` to the identity
 * provider. We keep that secret sealed in the table, and open it only on the way from the database to
 * the plugin: this plugin sits on the connection better-auth is given (and on no other), so the
 * opened secret exists only in the memory of a sign-in that needs it.
 */
export function openSealedClientSecrets(box: SecretBox, logger: Logger): KyselyPlugin {
  const openRow = (row: UnknownRow): UnknownRow => {
    if (typeof row.oidcConfig !== 'string') return row;
    let config: OidcConfigJson;
    try {
      config = JSON.parse(row.oidcConfig) as OidcConfigJson;
    } catch {
      return row;
    }
    if (typeof config.clientSecret !== 'string') return row;
    try {
      return { ...row, oidcConfig: JSON.stringify({ ...config, clientSecret: box.open(config.clientSecret) }) };
    } catch {
      // Sealed under another AUTH_SECRET, or altered: the identity provider will refuse the sign-in.
      logger.error({ providerId: row.providerId }, 'the client secret of an SSO provider cannot be opened: was AUTH_SECRET changed? Enter the secret again in the workspace settings');
      return { ...row, oidcConfig: JSON.stringify({ ...config, clientSecret: undefined }) };
    }
  };
  return {
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }): Promise<QueryResult<UnknownRow>> =>
      result.rows.some((row) => typeof row.oidcConfig === 'string') ? { ...result, rows: result.rows.map(openRow) } : result,
  };
}

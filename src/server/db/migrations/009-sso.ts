import { type Kysely, sql } from 'kysely';

/**
 * better-auth's SSO plugin keeps identity providers in `ssoProvider` (columns as its generator emits
 * them on both engines), with two changes: a provider belongs to a workspace (`organizationId`, which
 * goes with the workspace) rather than to the owner who typed it in, so `userId` may be null and is
 * cleared, not cascaded, when that account is deleted. Our own tables hold what the plugin has no
 * place for: the workspace's sign-in policy and the e-mail domains it has claimed.
 */
export function ssoMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ssoProvider')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('issuer', 'text', (col) => col.notNull())
        .addColumn('oidcConfig', 'text')
        .addColumn('samlConfig', 'text')
        .addColumn('userId', 'text', (col) => col.references('user.id').onDelete('set null'))
        .addColumn('providerId', 'text', (col) => col.notNull().unique())
        .addColumn('organizationId', 'text', (col) => col.references('workspaces.id').onDelete('cascade'))
        .addColumn('domain', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('workspace_sso')
        .addColumn('workspace_id', 'text', (col) => col.primaryKey().references('workspaces.id').onDelete('cascade'))
        .addColumn('provider_id', 'text', (col) => col.notNull().unique().references('ssoProvider.providerId').onDelete('cascade'))
        .addColumn('default_role', 'text', (col) => col.notNull())
        .addColumn('password_sign_in', 'text', (col) => col.notNull())
        .addColumn('updated_by', 'text', (col) => col.references('user.id').onDelete('set null'))
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('sso_domains')
        .addColumn('domain', 'text', (col) => col.notNull())
        .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
        .addColumn('verification_token', 'text', (col) => col.notNull())
        .addColumn('verified_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('sso_domains_pk', ['domain', 'workspace_id'])
        .execute();
      // Any workspace may claim a domain while it proves it; only one can hold it proven.
      await db.schema
        .createIndex('sso_domains_verified_domain_idx')
        .on('sso_domains')
        .column('domain')
        .unique()
        .where(sql.ref('verified_at'), 'is not', null)
        .execute();
      await db.schema.createIndex('sso_domains_workspace_idx').on('sso_domains').column('workspace_id').execute();
    },
  };
}

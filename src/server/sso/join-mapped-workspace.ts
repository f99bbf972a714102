import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { DeploymentSso } from '../config/sso-config';

interface CreatedAccount {
  userId: string;
  providerId: string;
}

/**
 * When an account is first tied to an identity provider (a new account, or one its owner linked),
 * it joins the workspace that provider signs people into, with the workspace's default role. It runs
 * once per link, not at every sign-in, so a member an owner has removed stays removed.
 */
export function joinMappedWorkspace(db: Kysely<Database>, deployment: DeploymentSso | undefined, logger: Logger) {
  const target = async (providerId: string) => {
    if (deployment && providerId === deployment.providerId) {
      return deployment.workspaceId ? { workspaceId: deployment.workspaceId, role: deployment.defaultRole } : undefined;
    }
    const row = await db
      .selectFrom('workspace_sso')
      .select(['workspace_id', 'default_role'])
      .where('provider_id', '=', providerId)
      .executeTakeFirst();
    return row ? { workspaceId: row.workspace_id, role: row.default_role } : undefined;
  };

  return async (account: CreatedAccount): Promise<void> => {
    if (account.providerId === 'credential') return;
    const joining = await target(account.providerId);
    if (!joining) return;
    const workspace = await db
      .selectFrom('workspaces')
      .select('id')
      .where('id', '=', joining.workspaceId)
      .where('kind', '=', 'team')
      .executeTakeFirst();
    if (!workspace) {
      logger.warn({ providerId: account.providerId }, 'the workspace single sign-on should add new accounts to does not exist (SSO_WORKSPACE_ID)');
      return;
    }
    await db
      .insertInto('workspace_members')
      .values({ workspace_id: workspace.id, user_id: account.userId, role: joining.role, joined_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  };
}

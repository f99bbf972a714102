import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import {
  WORKSPACE_MESSAGES,
  type WorkspaceRole,
  type WorkspaceSummary,
  canEditJourneys,
} from '../../domain/workspace-api';
import { roleThroughToken } from '../../domain/api-token-scopes';
import type { AppEnv } from '../app-env';
import type { CommittedReads } from '../db/database';
import type { Database } from '../db/schema';
import { ApiError, notFoundError } from '../errors';
import type { WorkspacesRepository } from './workspaces-repository';

export interface JourneyAccess {
  journeyId: string;
  workspaceId: string;
  role: WorkspaceRole;
}

export type JourneyEnv = { Variables: AppEnv['Variables'] & { journeyAccess: JourneyAccess } };
export type WorkspaceEnv = { Variables: AppEnv['Variables'] & { workspace: WorkspaceSummary } };

/** Our ids (UUIDs, better-auth's ids, tokens) use these characters; anything else cannot exist. */
export const isWellFormedId = (id: string | undefined): id is string => id !== undefined && /^[\w-]{1,200}$/.test(id);

export const journeyNotFound = () => notFoundError('The journey');
export const workspaceNotFound = () => notFoundError('The workspace');
export const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message);

/**
 * The caller's role on a journey, through the workspace that holds it; undefined when the journey
 * does not exist or the caller is not a member. Asked of the database on every request, so a
 * removed member loses access at once. With `reads` (a SQLite file), the same query runs on the
 * connection that sees what is committed: the same answer, without a turn on the shared connection
 * (one round trip fewer, a tenth of a journey read's time).
 */
export async function resolveJourneyAccess(
  db: Kysely<Database>,
  userId: string,
  journeyId: string,
  reads?: CommittedReads,
): Promise<JourneyAccess | undefined> {
  if (!isWellFormedId(journeyId)) return undefined;
  const query = db
    .selectFrom('journeys')
    .innerJoin('workspace_members', (join) =>
      join.onRef('workspace_members.workspace_id', '=', 'journeys.workspace_id').on('workspace_members.user_id', '=', userId),
    )
    .select(['journeys.workspace_id', 'workspace_members.role'])
    .where('journeys.id', '=', journeyId);
  const compiled = reads && query.compile();
  const row = compiled ? reads.get<{ workspace_id: string; role: WorkspaceRole }>(compiled.sql, ...compiled.parameters) : await query.executeTakeFirst();
  return row ? { journeyId, workspaceId: row.workspace_id, role: row.role } : undefined;
}

/** Every route under /api/journeys/:id passes here first: outside the workspace the journey does not exist. */
export function journeyAccess(db: Kysely<Database>, reads?: CommittedReads): MiddlewareHandler<JourneyEnv> {
  return async (c, next) => {
    const found = await resolveJourneyAccess(db, c.get('user').id, c.req.param('id') ?? '', reads);
    const role = found && roleThroughToken(c.get('apiToken'), found.workspaceId, found.role, 'journeys');
    if (!found || !role) throw journeyNotFound();
    c.set('journeyAccess', { ...found, role });
    c.set('actingWorkspaceId', found.workspaceId);
    await next();
  };
}

/** For routes that change a journey's content: owners and editors only. */
export const requireJourneyEditor: MiddlewareHandler<JourneyEnv> = async (c, next) => {
  if (!canEditJourneys(c.get('journeyAccess').role)) throw forbidden(WORKSPACE_MESSAGES.viewerCannotEdit);
  await next();
};

/** Every route under /api/workspaces/:workspaceId passes here first: a non-member gets 404. */
export function workspaceMembership(workspaces: WorkspacesRepository): MiddlewareHandler<WorkspaceEnv> {
  return async (c, next) => {
    const workspaceId = c.req.param('workspaceId');
    const found = isWellFormedId(workspaceId) ? await workspaces.findForMember(c.get('user').id, workspaceId) : undefined;
    const role = found && roleThroughToken(c.get('apiToken'), found.id, found.role, 'workspace');
    if (!found || !role) throw workspaceNotFound();
    c.set('workspace', { ...found, role });
    c.set('actingWorkspaceId', found.id);
    await next();
  };
}

export const requireWorkspaceOwner: MiddlewareHandler<WorkspaceEnv> = async (c, next) => {
  if (c.get('workspace').role !== 'owner') throw forbidden(WORKSPACE_MESSAGES.ownerOnly);
  await next();
};

/** Personal workspaces have one member for good: no invitations, renaming, leaving or deleting. */
export const requireTeamWorkspace: MiddlewareHandler<WorkspaceEnv> = async (c, next) => {
  if (c.get('workspace').kind === 'personal') throw new ApiError(409, 'PERSONAL_WORKSPACE', WORKSPACE_MESSAGES.personalIsPrivate);
  await next();
};

import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../app-env';
import type { AuditTrail } from '../audit/audit-trail';
import { auditQuery } from '../audit/audit-query';
import type { Database } from '../db/schema';
import type { AiUsageRepository } from '../ai/governance/ai-usage-repository';
import { personalWorkspaceId } from '../workspaces/workspaces-repository';

const iso = (value: string | Date) => new Date(value).toISOString();

/** The account itself: profile, picture and where it is signed in (never a session token). */
async function accountPart(db: Kysely<Database>, userId: string) {
  const user = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'username', 'emailVerified', 'createdAt', 'updatedAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const avatar = await db.selectFrom('user_avatars').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const sessions = await db
    .selectFrom('session')
    .select(['createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .execute();
  return {
    account: { ...user, emailVerified: Boolean(user.emailVerified), createdAt: iso(user.createdAt), updatedAt: iso(user.updatedAt) },
    avatar: avatar
      ? { contentType: avatar.content_type, base64: Buffer.from(avatar.content).toString('base64'), updatedAt: avatar.updated_at }
      : null,
    sessions: sessions.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt), expiresAt: iso(row.expiresAt) })),
  };
}

/**
 * Journeys: those of the personal workspace whole; of team workspaces, only the ones the person
 * created, and without their content, which is the team's work rather than the person's data.
 */
async function journeysPart(db: Kysely<Database>, userId: string) {
  const personal = personalWorkspaceId(userId);
  const rows = await db
    .selectFrom('journeys')
    .select(['id', 'workspace_id', 'name', 'status', 'created_at', 'updated_at', 'state', 'user_id'])
    .where((eb) => eb.or([eb('workspace_id', '=', personal), eb('user_id', '=', userId)]))
    .orderBy('created_at')
    .execute();
  return rows.map(({ state, user_id: _creator, ...row }) => ({
    ...row,
    ...(row.workspace_id === personal ? { state: JSON.parse(state) as unknown } : { state: 'kept by the team workspace' }),
  }));
}

async function chatsPart(db: Kysely<Database>, userId: string) {
  const threads = await db.selectFrom('chat_threads').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  const messages = await db
    .selectFrom('chat_messages')
    .select(['thread_id', 'role', 'content', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return threads.map((thread) => ({
    id: thread.id,
    title: thread.title,
    createdAt: thread.created_at,
    updatedAt: thread.updated_at,
    messages: messages.filter((message) => message.thread_id === thread.id).map(({ thread_id: _thread, ...message }) => message),
  }));
}

/** GET /api/account/export: everything the app keeps about the signed-in person, as one JSON file. */
export function personalDataExportRoutes(db: Kysely<Database>, usage: AiUsageRepository, audit: AuditTrail) {
  const trail = auditQuery(db);
  return new Hono<AppEnv>().get('/export', async (c) => {
    const user = c.get('user');
    const workspaces = await db
      .selectFrom('workspace_members')
      .innerJoin('workspaces', 'workspaces.id', 'workspace_members.workspace_id')
      .select(['workspaces.id', 'workspaces.name', 'workspaces.kind', 'workspace_members.role', 'workspace_members.joined_at'])
      .where('workspace_members.user_id', '=', user.id)
      .execute();
    const document = {
      format: 'innovation-studio-personal-data/1',
      exportedAt: new Date().toISOString(),
      ...(await accountPart(db, user.id)),
      workspaces,
      journeys: await journeysPart(db, user.id),
      chats: await chatsPart(db, user.id),
      aiUsage: await usage.rowsOfUser(user.id),
      actionsOnRecord: await trail.byActor(user.id),
    };
    await audit.record({
      workspaceId: personalWorkspaceId(user.id),
      actor: { id: user.id, label: user.email },
      action: 'account.data_exported',
      target: { type: 'user', id: user.id },
    });
    c.header('Content-Disposition', `attachment; filename="innovation-studio-my-data-${document.exportedAt.slice(0, 10)}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(document);
  });
}

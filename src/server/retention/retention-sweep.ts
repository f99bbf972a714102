import type { Kysely } from 'kysely';
import { RETENTION_WARNING_DAYS } from '../../domain/ai-governance-api';
import { journeyDisplayName } from '../../domain/journey-api';
import { type AuditTrail, SYSTEM_ACTOR } from '../audit/audit-trail';
import type { Database } from '../db/schema';
import type { RetentionWarningSender } from '../mail/retention-mail';
import { personalWorkspaceId } from '../workspaces/workspaces-repository';

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
const deleteOn = (updatedAt: string, days: number) => new Date(Date.parse(updatedAt) + days * DAY_MS).toISOString();

export interface RetentionSweepDependencies {
  db: Kysely<Database>;
  audit: AuditTrail;
  warn: RetentionWarningSender;
  appUrl: string;
}

export interface SweepSummary {
  journeysDeleted: number;
  chatsDeleted: number;
  warningsSent: number;
}

/**
 * Claims the right to announce one coming deletion: true only for the first process to note this
 * last change, so two app processes sweeping at once send one warning, not two.
 */
async function claimJourneyNotice(db: Kysely<Database>, journeyId: string, updatedAt: string, now: string): Promise<boolean> {
  const claimed = await db
    .insertInto('journey_retention_notices')
    .values({ journey_id: journeyId, warned_for: updatedAt, warned_at: now })
    .onConflict((oc) =>
      oc.column('journey_id').doUpdateSet({ warned_for: updatedAt, warned_at: now }).where('journey_retention_notices.warned_for', '<>', updatedAt),
    )
    .returning('journey_id')
    .execute();
  return claimed.length > 0;
}

async function claimChatNotice(db: Kysely<Database>, threadId: string, updatedAt: string, now: string): Promise<boolean> {
  const claimed = await db
    .insertInto('chat_retention_notices')
    .values({ thread_id: threadId, warned_for: updatedAt, warned_at: now })
    .onConflict((oc) =>
      oc.column('thread_id').doUpdateSet({ warned_for: updatedAt, warned_at: now }).where('chat_retention_notices.warned_for', '<>', updatedAt),
    )
    .returning('thread_id')
    .execute();
  return claimed.length > 0;
}

/** One workspace's journeys: those past the period go (each process records only what it deleted), owners hear of those a week away. */
async function sweepWorkspace(deps: RetentionSweepDependencies, workspace: { id: string; name: string; days: number }, now: Date, summary: SweepSummary) {
  const { db } = deps;
  const deleted = await deps.audit.changeAndRecord(
    (trx) =>
      trx
        .deleteFrom('journeys')
        .where('workspace_id', '=', workspace.id)
        .where('updated_at', '<', daysBefore(now, workspace.days))
        .returning(['id', 'name'])
        .execute(),
    (journeys) =>
      journeys.length === 0
        ? []
        : [
            {
              workspaceId: workspace.id,
              actor: SYSTEM_ACTOR,
              action: 'retention.deleted',
              details: { retentionDays: workspace.days, journeys: journeys.map((journey) => ({ id: journey.id, name: journeyDisplayName(journey.name) })) },
            },
          ],
  );
  summary.journeysDeleted += deleted.length;
  const expiring = await db
    .selectFrom('journeys')
    .select(['id', 'name', 'updated_at'])
    .where('workspace_id', '=', workspace.id)
    .where('updated_at', '<', daysBefore(now, workspace.days - RETENTION_WARNING_DAYS))
    .orderBy('updated_at')
    .execute();
  const announced = [];
  for (const journey of expiring) {
    if (await claimJourneyNotice(db, journey.id, journey.updated_at, now.toISOString())) announced.push(journey);
  }
  if (announced.length === 0) return;
  const owners = await db
    .selectFrom('workspace_members')
    .innerJoin('user', 'user.id', 'workspace_members.user_id')
    .select('user.email')
    .where('workspace_members.workspace_id', '=', workspace.id)
    .where('workspace_members.role', '=', 'owner')
    .execute();
  const items = announced.map((journey) => ({ name: journeyDisplayName(journey.name), deleteOn: deleteOn(journey.updated_at, workspace.days) }));
  for (const owner of owners) {
    await deps.warn({ to: owner.email, what: `journeys in the workspace “${workspace.name}”`, items, retentionDays: workspace.days, link: `${deps.appUrl}/dashboard` });
  }
  summary.warningsSent += owners.length;
  await deps.audit.record({
    workspaceId: workspace.id,
    actor: SYSTEM_ACTOR,
    action: 'retention.warning_sent',
    details: { to: owners.map((owner) => owner.email), journeys: announced.map((journey, index) => ({ id: journey.id, deleteOn: items[index]!.deleteOn })) },
  });
}

/**
 * Chats are personal, and the strictest period of any workspace the person belongs to applies to
 * them: a conversation may carry any of those workspaces' text (docs/decisions.md).
 */
async function sweepChats(deps: RetentionSweepDependencies, now: Date, summary: SweepSummary) {
  const { db } = deps;
  const periods = await db
    .selectFrom('workspace_members')
    .innerJoin('workspace_policies', 'workspace_policies.workspace_id', 'workspace_members.workspace_id')
    .innerJoin('user', 'user.id', 'workspace_members.user_id')
    .select(['workspace_members.user_id', 'user.email', (eb) => eb.fn.min<number>('workspace_policies.retention_days').as('days')])
    .where('workspace_policies.retention_days', 'is not', null)
    .groupBy(['workspace_members.user_id', 'user.email'])
    .execute();
  for (const { user_id: userId, email, days: rawDays } of periods) {
    const days = Number(rawDays);
    const trail = { workspaceId: personalWorkspaceId(userId), actor: SYSTEM_ACTOR };
    const deleted = await deps.audit.changeAndRecord(
      (trx) => trx.deleteFrom('chat_threads').where('user_id', '=', userId).where('updated_at', '<', daysBefore(now, days)).returning(['id', 'title']).execute(),
      (threads) => (threads.length === 0 ? [] : [{ ...trail, action: 'retention.deleted', details: { retentionDays: days, chats: threads.map((thread) => thread.id) } }]),
    );
    summary.chatsDeleted += deleted.length;
    const expiring = await db
      .selectFrom('chat_threads')
      .select(['id', 'title', 'updated_at'])
      .where('user_id', '=', userId)
      .where('updated_at', '<', daysBefore(now, days - RETENTION_WARNING_DAYS))
      .execute();
    const announced = [];
    for (const thread of expiring) if (await claimChatNotice(db, thread.id, thread.updated_at, now.toISOString())) announced.push(thread);
    if (announced.length === 0) continue;
    const items = announced.map((thread) => ({ name: thread.title, deleteOn: deleteOn(thread.updated_at, days) }));
    await deps.warn({ to: email, what: 'conversations with the innovation assistant', items, retentionDays: days, link: `${deps.appUrl}/chat` });
    summary.warningsSent += 1;
    await deps.audit.record({ ...trail, action: 'retention.warning_sent', details: { to: [email], chats: announced.map((thread) => thread.id) } });
  }
}

/** Deletes what has outlived its workspace's retention period and warns a week ahead. Safe to run on several processes at once. */
export async function sweepRetention(deps: RetentionSweepDependencies, now = new Date()): Promise<SweepSummary> {
  const summary: SweepSummary = { journeysDeleted: 0, chatsDeleted: 0, warningsSent: 0 };
  const workspaces = await deps.db
    .selectFrom('workspace_policies')
    .innerJoin('workspaces', 'workspaces.id', 'workspace_policies.workspace_id')
    .select(['workspaces.id', 'workspaces.name', 'workspace_policies.retention_days'])
    .where('workspace_policies.retention_days', 'is not', null)
    .execute();
  for (const workspace of workspaces) {
    await sweepWorkspace(deps, { id: workspace.id, name: workspace.name, days: Number(workspace.retention_days) }, now, summary);
  }
  await sweepChats(deps, now, summary);
  return summary;
}

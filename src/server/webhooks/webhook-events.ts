import type { Kysely } from 'kysely';
import { type PortfolioDecision, PORTFOLIO_DECISIONS, RWW_OUTCOMES, type RwwOutcome } from '../../domain/rww/rww-portfolio';
import type { WebhookEventData, WebhookEventPayload, WebhookEventType } from '../../domain/webhooks/webhooks-api';
import type { ChangeEvents } from '../db/change-events';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import { webhooksRepository } from './webhooks-repository';

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** The event's facts, read from the journey's summary columns: names, the chosen idea, the gates, a link. */
async function journeyData(db: Kysely<Database>, journeyId: string, appUrl: string): Promise<{ workspaceId: string; data: WebhookEventData } | null> {
  const row = await db
    .selectFrom('journeys')
    .innerJoin('workspaces', 'workspaces.id', 'journeys.workspace_id')
    .select(['journeys.id', 'journeys.name', 'journeys.status', 'journeys.state', 'journeys.rww_outcome', 'journeys.rww_decision', 'workspaces.id as workspace_id', 'workspaces.name as workspace_name', 'workspaces.kind'])
    .where('journeys.id', '=', journeyId)
    .executeTakeFirst();
  // A personal workspace has no owner to register hooks but its one person; nothing is sent from it.
  if (!row || row.kind !== 'team') return null;
  const selected = (JSON.parse(row.state) as { selectedIdea?: { id: string; title: string } | null }).selectedIdea ?? null;
  return {
    workspaceId: row.workspace_id,
    data: {
      workspace: { id: row.workspace_id, name: row.workspace_name },
      journey: { id: row.id, name: row.name, status: row.status, url: `${appUrl}/define/team?journeyId=${encodeURIComponent(row.id)}` },
      idea: selected ? { id: selected.id, title: selected.title } : null,
      rww: {
        outcome: oneOf<RwwOutcome>(RWW_OUTCOMES, row.rww_outcome, 'not-screened'),
        decision: oneOf<PortfolioDecision>(PORTFOLIO_DECISIONS, row.rww_decision, 'none'),
      },
    },
  };
}

const payload = (type: WebhookEventType, data: WebhookEventData) => ({ type, timestamp: new Date().toISOString(), data }) satisfies WebhookEventPayload;

/**
 * Puts events in the outbox. Called inside the change's own transaction where there is one (the
 * event is then sent exactly when the change happened), or right after it.
 */
export function webhookEvents(appUrl: string, logger: Logger): ChangeEvents {
  return {
    /** After a change that is already saved: a failure to queue is logged, never the person's problem. */
    afterChange(db: Kysely<Database>, type: WebhookEventType, journeyId: string): Promise<void> {
      return this.journeyEvent(db, type, journeyId).catch((error: unknown) => {
        logger.warn({ err: { message: (error as Error).message }, journeyId, type }, 'a webhook event could not be queued');
      });
    },
    async journeyEvent(db: Kysely<Database>, type: WebhookEventType, journeyId: string): Promise<void> {
      const found = await journeyData(db, journeyId, appUrl);
      if (found) await webhooksRepository(db).enqueue(found.workspaceId, payload(type, found.data));
    },
    async memberJoined(db: Kysely<Database>, workspaceId: string, member: { name: string; role: string }): Promise<void> {
      const workspace = await db.selectFrom('workspaces').select(['id', 'name']).where('id', '=', workspaceId).executeTakeFirst();
      if (workspace) await webhooksRepository(db).enqueue(workspaceId, payload('member.joined', { workspace, member }));
    },
  };
}

export type WebhookEvents = ChangeEvents;

/** Which events a batch of journey actions makes: choosing an idea, and recording a gate decision. */
export function webhookEventsOfChanges(db: Kysely<Database>, events: WebhookEvents) {
  return async (journeyId: string, actions: ReadonlyArray<{ type: string; id?: unknown }>): Promise<void> => {
    if (actions.some((action) => action.type === 'selectIdea' && typeof action.id === 'string')) await events.afterChange(db, 'idea.selected', journeyId);
    if (actions.some((action) => action.type === 'recordRwwDecision')) await events.afterChange(db, 'gate.decided', journeyId);
  };
}

import { Hono } from 'hono';
import { z } from 'zod';
import { type SharedJourneyAction, actingMember, isMemberOwnAction, journeyChangeBatchSchema } from '../../domain/journey-actions';
import { type ApplyChangesAnswer, presenceUpdateSchema, restoreVersionSchema } from '../../domain/journey-live';
import { isFacilitationAction } from '../../domain/facilitation/facilitation-actions';
import { restoreLossesPhrase } from '../../domain/restore-losses-phrase';
import { type RestoreLosses, restoreVersion } from '../../domain/restore-version';
import { WORKSPACE_MESSAGES, canEditJourneys, memberDisplayName } from '../../domain/workspace-api';
import type { SessionUser } from '../app-env';
import { ApiError, validationError } from '../errors';
import { readJson } from '../http/validate';
import type { JourneyLiveHub } from '../live/journey-live-hub';
import { type JourneyEnv, forbidden, journeyNotFound, requireJourneyEditor } from '../workspaces/workspace-access';
import type { JourneyHistory } from './journey-history';
import type { ChangeAuthorRef, JourneyLog } from './journey-log';
import { type JourneyStreamDependencies, journeyEventStream } from './journey-event-stream';
import type { JourneysRepository } from './journeys-repository';

export const LIVE_MESSAGES = {
  onlyYourOwn: 'You can only score and vote for yourself.',
  sessionOnly: 'Only a facilitated session writes its results.',
  versionGone: 'That version is not in this journey’s history.',
  connectionGone: 'That connection to the journey is closed. Reload the page.',
  restoreBusy: 'The journey kept changing while it was being restored. Please try again.',
} as const;

/**
 * A restore computed against a journey that changed meanwhile is computed again, this many times
 * at most: each retry needs another change to have landed in a window of milliseconds.
 */
const RESTORE_ATTEMPTS = 10;

export const authorOf = (user: SessionUser): ChangeAuthorRef => ({ id: user.id, name: memberDisplayName(user) });

/** The activity line: "restored the journey as it was at version 3, which removed one vote on an idea that did not exist then". */
function restoreSummary(version: number, losses: RestoreLosses): string {
  const removed = restoreLossesPhrase(losses, 'past');
  return `restored the journey as it was at version ${version}${removed ? `, which ${removed}` : ''}`;
}

const historyQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const sinceQuerySchema = z.object({ since: z.coerce.number().int().min(0) });
const versionParamSchema = z.coerce.number().int().min(1);

function parseQuery<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A viewer may score and vote, for themselves only; everything else needs an editor. */
function assertAllowed(batch: { actions: Parameters<typeof actingMember>[0][]; text?: Record<string, string> }, role: Parameters<typeof canEditJourneys>[0], userId: string) {
  if (Object.keys(batch.text ?? {}).length > 0 && !canEditJourneys(role)) throw forbidden(WORKSPACE_MESSAGES.viewerCannotEdit);
  for (const action of batch.actions) {
    if (isFacilitationAction(action)) throw forbidden(LIVE_MESSAGES.sessionOnly);
    if (!isMemberOwnAction(action) && !canEditJourneys(role)) throw forbidden(WORKSPACE_MESSAGES.viewerCannotEdit);
    const member = actingMember(action);
    if (member !== null && member !== userId) throw forbidden(LIVE_MESSAGES.onlyYourOwn);
  }
}

export interface JourneyLiveDependencies {
  journeys: JourneysRepository;
  log: JourneyLog;
  history: JourneyHistory;
  hub: JourneyLiveHub;
  streams: Pick<JourneyStreamDependencies, 'slots' | 'limits'>;
  sessionIsLive(headers: Headers): Promise<boolean>;
  /** While a blind scoring round is open, a person's own scores and votes go to the round (issue 23). */
  divertMarks?(journeyId: string, author: ChangeAuthorRef, actions: SharedJourneyAction[]): Promise<SharedJourneyAction[]>;
  /** Told of each applied batch (webhook events); never fails the change. */
  applied?(journeyId: string, actions: SharedJourneyAction[]): Promise<void>;
}

/** /api/journeys/:id/... for live co-editing: changes, the event stream, presence, history. */
export function journeyLiveRoutes({ journeys, log, history, hub, streams, sessionIsLive, divertMarks, applied }: JourneyLiveDependencies) {
  return new Hono<JourneyEnv>()
    .post('/changes', async (c) => {
      const batch = await readJson(c, journeyChangeBatchSchema);
      const { journeyId, role } = c.get('journeyAccess');
      assertAllowed(batch, role, c.get('user').id);
      const actions = divertMarks ? await divertMarks(journeyId, authorOf(c.get('user')), batch.actions) : batch.actions;
      if (actions.length === 0 && Object.keys(batch.text ?? {}).length === 0) {
        const version = await journeys.versionOf(journeyId);
        if (version === undefined) throw journeyNotFound();
        return c.json<ApplyChangesAnswer>({ applied: false, version });
      }
      const outcome = await log.applyActions(journeyId, authorOf(c.get('user')), batch.batchId, actions, batch.text);
      if (outcome.kind === 'not_found') throw journeyNotFound();
      if (outcome.kind === 'rejected') {
        return c.json({ error: { code: 'CHANGE_DOES_NOT_FIT', message: outcome.rejected.message }, rejected: outcome.rejected }, 409);
      }
      if (outcome.kind === 'invalid') throw new ApiError(400, 'VALIDATION_FAILED', outcome.message, { [`text.${outcome.field}`]: outcome.message });
      if (outcome.kind === 'unchanged') return c.json<ApplyChangesAnswer>({ applied: false, version: outcome.version });
      hub.changed(journeyId, outcome.change);
      await applied?.(journeyId, actions);
      return c.json<ApplyChangesAnswer>({ applied: true, change: outcome.change });
    })
    .get('/changes', async (c) => {
      const { since } = parseQuery(sinceQuerySchema, { since: c.req.query('since') });
      const { journeyId } = c.get('journeyAccess');
      const changes = await history.changesSince(journeyId, since);
      if (changes) return c.json({ changes });
      const journey = await journeys.findById(journeyId);
      if (!journey) throw journeyNotFound();
      return c.json({ journey });
    })
    .get('/events', (c) => journeyEventStream(c, { hub, journeys, ...streams, sessionIsLive }))
    .post('/presence', async (c) => {
      const { connectionId, step, field } = await readJson(c, presenceUpdateSchema);
      if (!hub.moveTo(c.get('journeyAccess').journeyId, connectionId, c.get('user').id, { step, field })) {
        throw new ApiError(404, 'NOT_FOUND', LIVE_MESSAGES.connectionGone);
      }
      return c.body(null, 204);
    })
    .get('/history', async (c) => {
      const query = parseQuery(historyQuerySchema, { before: c.req.query('before'), limit: c.req.query('limit') });
      return c.json({ entries: await history.activity(c.get('journeyAccess').journeyId, query) });
    })
    .get('/versions/:version', async (c) => {
      const version = versionParamSchema.safeParse(c.req.param('version'));
      const { journeyId } = c.get('journeyAccess');
      const state = version.success ? await history.stateAt(journeyId, version.data) : undefined;
      if (!version.success || !state || !(await history.hasVersion(journeyId, version.data))) {
        throw new ApiError(404, 'NOT_FOUND', LIVE_MESSAGES.versionGone);
      }
      return c.json({ version: version.data, state });
    })
    .post('/restore', requireJourneyEditor, async (c) => {
      const { version } = await readJson(c, restoreVersionSchema);
      const { journeyId } = c.get('journeyAccess');
      const earlier = (await history.hasVersion(journeyId, version)) ? await history.stateAt(journeyId, version) : undefined;
      if (!earlier) throw new ApiError(404, 'NOT_FOUND', LIVE_MESSAGES.versionGone);
      // People's scores and votes stay as they are now (restore-version.ts), so the restored state is
      // computed from the journey as it stands, and written only if no one changed it meanwhile.
      for (let attempt = 0; attempt < RESTORE_ATTEMPTS; attempt += 1) {
        const journey = await journeys.findById(journeyId);
        if (!journey) throw journeyNotFound();
        const { state, losses } = restoreVersion(journey.state, earlier);
        const change = await log.replaceState(journeyId, authorOf(c.get('user')), state, {
          kind: 'restore',
          summary: restoreSummary(version, losses),
          expectedVersion: journey.version,
        });
        if (change === 'not_found') throw journeyNotFound();
        if (change === 'conflict') continue;
        hub.changed(journeyId, change);
        return c.json({ change });
      }
      throw new ApiError(409, 'VERSION_CONFLICT', LIVE_MESSAGES.restoreBusy);
    });
}

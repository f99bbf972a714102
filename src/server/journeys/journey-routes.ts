import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Transaction } from 'kysely';
import { createJourneySchema, patchJourneySchema, updateJourneySchema } from '../../domain/journey-api';
import { journeyListQuerySchema } from '../../domain/journey-list-query';
import { WORKSPACE_MESSAGES, moveJourneySchema } from '../../domain/workspace-api';
import type { AuditTrail } from '../audit/audit-trail';
import type { SessionUser } from '../app-env';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { validationError } from '../errors';
import { readJson } from '../http/validate';
import type { JourneyLiveHub } from '../live/journey-live-hub';
import { type StreamLimits, streamSlots } from '../live/stream-slots';
import type { WorkspacesRepository } from '../workspaces/workspaces-repository';
import {
  type JourneyEnv,
  forbidden,
  journeyAccess,
  journeyNotFound,
  requireJourneyEditor,
} from '../workspaces/workspace-access';
import { commentRoutes } from './comment-routes';
import { commentsRepository } from './comments-repository';
import { journeyHistory } from './journey-history';
import { journeyListQuery } from './journey-list-query';
import { type JourneyLiveDependencies, authorOf, journeyLiveRoutes } from './journey-live-routes';
import { journeyLog } from './journey-log';
import { journeysRepository } from './journeys-repository';
import { journeysCaller, workspaceForJourneys } from '../workspaces/workspace-for-journeys';
import type { ChangeEvents } from '../db/change-events';
import type { WorkspaceAnswers } from '../http/workspace-answers';

export interface JourneyRouteDependencies {
  database: AppDatabase;
  workspaces: WorkspacesRepository;
  hub: JourneyLiveHub;
  sessionIsLive(headers: Headers): Promise<boolean>;
  audit: AuditTrail;
  /** Caps on open event streams (LIVE_STREAMS_PER_USER, LIVE_STREAMS_PER_PROCESS). */
  streamLimits: StreamLimits;
  /** POST /:id/duplicate-ideas, run by the AI layer's word vectors (src/server/ai/duplicate-ideas-routes.ts). */
  duplicateIdeas: Hono<JourneyEnv>;
  /** Webhook events (issue 24): queued with the change, or right after it. */
  events?: ChangeEvents;
  /** Told of each applied batch of changes (the webhooks' idea selected and gate decided). */
  changesApplied?: JourneyLiveDependencies['applied'];
  /** /:id/facilitation, and the blind round's hold on scores sent as changes (src/server/facilitation). */
  facilitation?: { routes: Hono<JourneyEnv>; divertMarks: JourneyLiveDependencies['divertMarks'] };
  /** List pages and journeys, kept until the workspace's journeys change (shared with the portfolio). */
  answers: WorkspaceAnswers;
}

const auditActor = (user: SessionUser) => ({ id: user.id, label: user.email });

const versionConflict = (journey: unknown) => ({
  error: { code: 'VERSION_CONFLICT', message: 'This journey was changed elsewhere since you opened it.' },
  journey,
});

export function journeyRoutes({ database, workspaces, hub, sessionIsLive, audit, streamLimits, duplicateIdeas, events, changesApplied, facilitation, answers }: JourneyRouteDependencies) {
  const journeys = journeysRepository(database);
  const log = journeyLog(database);
  // The same queries inside the transaction that also appends the change's audit entry.
  const journeysIn = (trx: Transaction<Database>) => journeysRepository({ db: trx, dialect: database.dialect });
  const logIn = (trx: Transaction<Database>) => journeyLog({ db: trx, dialect: database.dialect });
  const findWorkspace = workspaceForJourneys(workspaces);
  const streams = { slots: streamSlots(streamLimits), limits: streamLimits };
  const listing = journeyListQuery(database.db);
  const live = journeyLiveRoutes({ journeys, log, history: journeyHistory(database.db), hub, streams, sessionIsLive, divertMarks: facilitation?.divertMarks, applied: changesApplied });

  return new Hono<JourneyEnv>()
    .get('/', async (c) => {
      const query = journeyListQuerySchema.safeParse(c.req.query());
      if (!query.success) throw validationError(query.error);
      const { id } = await findWorkspace(journeysCaller(c), query.data.workspaceId, 'read');
      return answers.respond(c, id, `list ${JSON.stringify(query.data)}`, () => listing.page(id, query.data));
    })
    .post('/', async (c) => {
      const input = await readJson(c, createJourneySchema);
      const { id: workspaceId } = await findWorkspace(journeysCaller(c), input.workspaceId, 'write');
      const state = input.name === undefined ? input.state : { ...input.state, journeyName: input.name };
      const journey = await audit.changeAndRecord(
        async (trx) => {
          const created = await journeysIn(trx).create(authorOf(c.get('user')), workspaceId, state);
          await events?.journeyEvent(trx, 'journey.created', created.id);
          return created;
        },
        (created) => [{ workspaceId, actor: auditActor(c.get('user')), action: 'journey.created', target: { type: 'journey', id: created.id }, details: { name: created.name } }],
      );
      return c.json({ journey }, 201);
    })
    // Hono's `/:id/*` matches `/:id` itself too: one registration, one access read per request.
    .use('/:id/*', journeyAccess(database.db, database.committedReads))
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const { workspaceId, role } = c.get('journeyAccess');
      const journey = await answers.json(workspaceId, `journey ${id}`, async () => (await journeys.findById(id)) ?? Promise.reject(journeyNotFound()));
      return c.body(`{"journey":${journey},"role":${JSON.stringify(role)}}`, 200, { 'Content-Type': 'application/json' });
    })
    // The whole-state save, for callers that do not send actions: logged whole, and sent to everyone.
    .put('/:id', requireJourneyEditor, async (c) => {
      const input = await readJson(c, updateJourneySchema);
      const id = c.req.param('id');
      const state = input.name === undefined ? input.state : { ...input.state, journeyName: input.name };
      const completes = input.status === 'completed' && (await journeys.findById(id))?.status !== 'completed';
      const change = await log.replaceState(id, authorOf(c.get('user')), state, {
        kind: 'replace',
        summary: input.status === 'completed' ? 'saved and finished the journey' : 'saved the whole journey',
        expectedVersion: input.version,
        status: input.status,
      });
      if (change === 'not_found') throw journeyNotFound();
      const current = await journeys.findById(id);
      if (!current) throw journeyNotFound();
      if (change === 'conflict') {
        // A save that lands twice (sent while a page closed, then again from its draft) changes nothing.
        const repeated = JSON.stringify(current.state) === JSON.stringify(state) && current.status === (input.status ?? 'in_progress');
        return repeated ? c.json({ journey: current }) : c.json(versionConflict(current), 409);
      }
      hub.changed(id, change);
      if (completes) await events?.afterChange(database.db, 'journey.completed', id);
      return c.json({ journey: current });
    })
    .patch('/:id', requireJourneyEditor, async (c) => {
      const { name, status } = await readJson(c, patchJourneySchema);
      const id = c.req.param('id');
      const author = authorOf(c.get('user'));
      if (name !== undefined) {
        const rename = [{ type: 'setJourneyName' as const, journeyName: name }];
        const outcome = await log.applyActions(id, author, randomUUID(), rename, undefined, { keepStatus: true });
        if (outcome.kind === 'not_found') throw journeyNotFound();
        if (outcome.kind === 'applied') hub.changed(id, outcome.change);
      }
      if (status !== undefined) {
        const { workspaceId } = c.get('journeyAccess');
        const completed = { workspaceId, actor: auditActor(c.get('user')), action: 'journey.completed' as const, target: { type: 'journey', id }, details: {} };
        const change = await audit.changeAndRecord(
          async (trx) => {
            const outcome = await logIn(trx).setStatus(id, author, status);
            if (typeof outcome === 'object' && status === 'completed') await events?.journeyEvent(trx, 'journey.completed', id);
            return outcome;
          },
          (outcome) => (typeof outcome === 'object' && status === 'completed' ? [completed] : []),
        );
        if (change === 'not_found') throw journeyNotFound();
        if (change !== 'unchanged') hub.changed(id, change);
      }
      const journey = await journeys.findById(id);
      if (!journey) throw journeyNotFound();
      return c.json({ journey });
    })
    .delete('/:id', requireJourneyEditor, async (c) => {
      const id = c.req.param('id');
      const { workspaceId } = c.get('journeyAccess');
      await audit.changeAndRecord(
        async (trx) => {
          const name = (await journeysIn(trx).findById(id))?.name ?? '';
          if (!(await journeysIn(trx).deleteById(id))) throw journeyNotFound();
          return name;
        },
        (name) => [{ workspaceId, actor: auditActor(c.get('user')), action: 'journey.deleted', target: { type: 'journey', id }, details: { name } }],
      );
      hub.accessChanged(id, true);
      return c.body(null, 204);
    })
    .post('/:id/move', async (c) => {
      // Moving takes the journey away from everyone else in its workspace: an owner's decision.
      if (c.get('journeyAccess').role !== 'owner') throw forbidden(WORKSPACE_MESSAGES.moveOwnerOnly);
      const { workspaceId } = await readJson(c, moveJourneySchema);
      await findWorkspace(journeysCaller(c), workspaceId, 'write');
      const from = c.get('journeyAccess').workspaceId;
      const journey = await audit.changeAndRecord(
        async (trx) => {
          const moved = await journeysIn(trx).moveTo(c.req.param('id'), workspaceId);
          if (!moved) throw journeyNotFound();
          return moved;
        },
        // On the trail of the workspace it left and of the one it joined.
        (moved) =>
          [...new Set([from, workspaceId])].map((workspace) => ({
            workspaceId: workspace,
            actor: auditActor(c.get('user')),
            action: 'journey.moved' as const,
            target: { type: 'journey', id: moved.id },
            details: { name: moved.name, from, to: workspaceId },
          })),
      );
      hub.accessChanged(journey.id);
      return c.json({ journey });
    })
    .route('/:id/comments', commentRoutes(commentsRepository(database.db), journeys, hub))
    .route('/:id/duplicate-ideas', duplicateIdeas)
    .route('/:id/facilitation', facilitation?.routes ?? new Hono<JourneyEnv>())
    .route('/:id', live);
}

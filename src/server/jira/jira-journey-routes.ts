import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { JiraJourneyAnswer, JiraSendAnswer } from '../../domain/jira/jira-api';
import type { AuditTrail } from '../audit/audit-trail';
import type { Database } from '../db/schema';
import type { journeysRepository } from '../journeys/journeys-repository';
import { type JourneyEnv, journeyAccess, journeyNotFound, requireJourneyEditor } from '../workspaces/workspace-access';
import type { JiraRepository } from './jira-repository';
import { linkView } from './jira-repository';
import type { JiraSender } from './jira-send';

export interface JiraJourneyRouteDependencies {
  db: Kysely<Database>;
  jira: JiraRepository;
  journeys: ReturnType<typeof journeysRepository>;
  sender: JiraSender;
  audit: AuditTrail;
  /** The cap on requests waiting for outside services (http/outgoing-call-slots.ts). */
  callsOut: MiddlewareHandler;
}

/**
 * /api/journeys/:id/jira: every member sees where the journey went in Jira; owners and editors
 * send it (issue 24, item 4), which makes its issues the first time and updates them after.
 */
export function jiraJourneyRoutes({ db, jira, journeys, sender, audit, callsOut }: JiraJourneyRouteDependencies) {
  const nameOf = async (userId: string | null) =>
    userId ? ((await db.selectFrom('user').select('name').where('id', '=', userId).executeTakeFirst())?.name ?? null) : null;

  return new Hono<JourneyEnv>()
    .use('/:id/jira', journeyAccess(db))
    .get('/:id/jira', async (c) => {
      const { journeyId, workspaceId } = c.get('journeyAccess');
      const [connection, row] = await Promise.all([jira.connection(workspaceId), jira.link(journeyId)]);
      return c.json<JiraJourneyAnswer>({ connected: connection !== undefined, link: row ? linkView(row, await nameOf(row.sent_by)) : null });
    })
    .post('/:id/jira', requireJourneyEditor, callsOut, async (c) => {
      const { journeyId, workspaceId, role } = c.get('journeyAccess');
      const user = c.get('user');
      const journey = await journeys.findById(journeyId);
      if (!journey) throw journeyNotFound();
      const { firstSend, ...answer } = await sender.send(journey, { id: user.id, name: user.name });
      // Jira has the issues already: a failure to write the entry is logged with it, not the caller's error.
      await audit.record({
        workspaceId,
        actor: { id: user.id, label: user.email },
        action: 'jira.sent',
        target: { type: 'journey', id: journeyId },
        details: { name: journey.name, site: answer.link.siteUrl, epic: answer.link.epic.key, created: answer.created, updated: answer.updated, role },
      });
      return c.json<JiraSendAnswer>(answer, firstSend ? 201 : 200);
    });
}

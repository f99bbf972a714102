import type { Kysely } from 'kysely';
import { journeyPassages, passageSet, passagesIn } from '../../../domain/carried-text';
import type { JourneyState } from '../../../domain/journey-state';
import type { Database } from '../../db/schema';

/** A team workspace whose journey text a request carries, and one journey it was found in. */
export interface CarriedTeam {
  workspaceId: string;
  journeyId: string;
}

interface MemberJourney {
  id: string;
  workspaceId: string;
  team: boolean;
  written: ReturnType<typeof passageSet>;
  ideas: ReturnType<typeof passageSet>;
}

function readState(text: string): Partial<JourneyState> {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed !== null && typeof parsed === 'object' ? (parsed as Partial<JourneyState>) : {};
  } catch {
    return {};
  }
}

/** Every journey the member may read, with its passages. */
async function memberJourneys(db: Kysely<Database>, userId: string): Promise<MemberJourney[]> {
  const rows = await db
    .selectFrom('journeys')
    .innerJoin('workspace_members', (join) =>
      join.onRef('workspace_members.workspace_id', '=', 'journeys.workspace_id').on('workspace_members.user_id', '=', userId),
    )
    .innerJoin('workspaces', 'workspaces.id', 'journeys.workspace_id')
    .select(['journeys.id', 'journeys.workspace_id', 'workspaces.kind', 'journeys.state'])
    .execute();
  return rows.map((row) => {
    const passages = journeyPassages(readState(row.state));
    return { id: row.id, workspaceId: row.workspace_id, team: row.kind === 'team', written: passageSet(passages.written), ideas: passageSet(passages.ideas) };
  });
}

/**
 * The team workspaces whose journeys' text the request's passages carry (docs/decisions.md, "team
 * rules govern team text"). Text a person wrote ties the request to every team journey that holds
 * it; an idea only to a team that alone, among the asker's workspaces, holds it. Passages the named
 * team journey itself holds are that journey's, whoever else holds them too.
 */
export async function teamsCarriedBy(
  db: Kysely<Database>,
  userId: string,
  passages: readonly string[],
  namedJourneyId: string | undefined,
): Promise<CarriedTeam[]> {
  if (passages.length === 0) return [];
  const journeys = await memberJourneys(db, userId);
  const named = journeys.find((journey) => journey.id === namedJourneyId && journey.team);
  const found = new Map<string, string>();
  const add = (journey: MemberJourney) => {
    if (!found.has(journey.workspaceId)) found.set(journey.workspaceId, journey.id);
  };
  for (const passage of passages) {
    if (named && (named.written.overlaps(passage) || named.ideas.overlaps(passage))) {
      add(named);
      continue;
    }
    for (const journey of journeys) if (journey.team && journey.written.overlaps(passage)) add(journey);
    const holders = journeys.filter((journey) => journey.ideas.overlaps(passage));
    const holderWorkspaces = new Set(holders.map((journey) => journey.workspaceId));
    if (holderWorkspaces.size === 1 && holders[0]!.team) add(holders[0]!);
  }
  return [...found].map(([workspaceId, journeyId]) => ({ workspaceId, journeyId }));
}

/**
 * What an owned conversation brings to the engine besides the new message: the team workspace it
 * has carried text of, if any, and the passages of the turns sent along as history.
 */
export async function threadCarried(
  db: Kysely<Database>,
  userId: string,
  threadId: string,
  historyLimit: number,
): Promise<{ workspaceId: string | undefined; passages: string[] }> {
  const row = await db
    .selectFrom('chat_threads')
    .select('governing_workspace_id')
    .where('id', '=', threadId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { workspaceId: undefined, passages: [] };
  const history = await db
    .selectFrom('chat_messages')
    .select('content')
    .where('thread_id', '=', threadId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(historyLimit)
    .execute();
  return { workspaceId: row.governing_workspace_id ?? undefined, passages: passagesIn(history.map((message) => message.content)) };
}

import type { Context } from 'hono';
import type { AppDatabase, CommittedReads } from '../db/database';

/** Remembered answers in all: a dashboard list page is about 22,000 characters, a portfolio of 50 journeys 27,000, a journey 2,000 to 60,000. */
const MAX_CHARACTERS = 16 * 1024 * 1024;
const MAX_ANSWERS = 2000;

interface Remembered {
  version: string;
  json: string;
}

export interface WorkspaceAnswers {
  /**
   * The answer to one question about a workspace's journeys (a list page, the portfolio, one
   * journey) as JSON text: the one computed before while the workspace's journeys and the people
   * they name have not changed since, else `compute()`'s. The caller has checked that the asker may
   * read it; what `compute()` throws is thrown, and nothing is kept.
   */
  json(workspaceId: string, question: string, compute: () => Promise<unknown>): Promise<string>;
  /** The same answer as a 200 JSON response. */
  respond(c: Context, workspaceId: string, question: string, compute: () => Promise<unknown>): Promise<Response>;
}

const jsonResponse = (c: Context, json: string) => c.body(json, 200, { 'Content-Type': 'application/json' });

const VERSIONS_SQL = `select
  (select version from answer_versions where scope = ?) as workspace,
  (select version from answer_versions where scope = 'people') as people`;

/**
 * The versions the triggers of migration 021 move: of the workspace's journeys, and of people's
 * names. Read as committed before the answer is computed, so a change that lands meanwhile leaves
 * the answer under the older version, where nobody will ask for it again.
 */
function versionNow(reads: CommittedReads, workspaceId: string): string {
  const row = reads.get<{ workspace: number | null; people: number | null }>(VERSIONS_SQL, `workspace:${workspaceId}`);
  return `${row?.workspace ?? 0}.${row?.people ?? 0}`;
}

/**
 * Journey lists, portfolios and journeys, kept until their workspace changes (issue 20). Two processes on one
 * SQLite file see each other's changes, as the versions are in the file; PostgreSQL (no versions,
 * migration 021) and an in-memory database compute every answer.
 */
export function workspaceAnswers(database: AppDatabase): WorkspaceAnswers {
  const reads = database.committedReads;
  if (database.dialect !== 'sqlite' || !reads) {
    const computed = async (_workspaceId: string, _question: string, compute: () => Promise<unknown>) => JSON.stringify(await compute());
    return { json: computed, respond: async (c, ...question) => jsonResponse(c, await computed(...question)) };
  }
  // In the order last used, so the first is the one to forget.
  const remembered = new Map<string, Remembered>();
  let characters = 0;
  const forget = (key: string) => {
    const entry = remembered.get(key);
    if (!entry) return;
    characters -= entry.json.length;
    remembered.delete(key);
  };
  const remember = (key: string, entry: Remembered) => {
    forget(key);
    if (entry.json.length > MAX_CHARACTERS) return;
    while (remembered.size >= MAX_ANSWERS || characters + entry.json.length > MAX_CHARACTERS) forget(remembered.keys().next().value!);
    remembered.set(key, entry);
    characters += entry.json.length;
  };
  const json = async (workspaceId: string, question: string, compute: () => Promise<unknown>) => {
    const key = `${workspaceId}\n${question}`;
    const version = versionNow(reads, workspaceId);
    const known = remembered.get(key);
    if (known?.version === version) {
      remember(key, known);
      return known.json;
    }
    const computed = JSON.stringify(await compute());
    remember(key, { version, json: computed });
    return computed;
  };
  return { json, respond: async (c, ...question) => jsonResponse(c, await json(...question)) };
}

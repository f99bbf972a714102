import type { Kysely, Selectable } from 'kysely';
import type { AuditEntryTable, Database } from '../db/schema';
import { GENESIS_HASH, type HeadSealer, entryHash } from './audit-hash';
import { journeysWithoutCreation } from './audit-verify-journeys';
import type { ChainProblem } from './chain-problem';

export type { ChainProblem } from './chain-problem';

export interface VerifyReport {
  chains: number;
  entries: number;
  /** Journeys checked for their "journey.created" entry. */
  journeys: number;
  problems: ChainProblem[];
}

const PAGE = 1000;
type Entry = Selectable<AuditEntryTable>;
type Head = { seq: number; hash: string; seal: string };

/** Entries in chain order, a page at a time, so a long trail never sits in memory whole. */
async function* entriesInOrder(db: Kysely<Database>): AsyncGenerator<Entry> {
  let after: { workspaceId: string; seq: number } | null = null;
  for (;;) {
    const from: { workspaceId: string; seq: number } | null = after;
    const page: Entry[] = await db
      .selectFrom('audit_entries')
      .selectAll()
      .$if(from !== null, (query) =>
        query.where((eb) =>
          eb.or([
            eb('workspace_id', '>', from!.workspaceId),
            eb.and([eb('workspace_id', '=', from!.workspaceId), eb('seq', '>', from!.seq)]),
          ]),
        ),
      )
      .orderBy('workspace_id')
      .orderBy('seq')
      .limit(PAGE)
      .execute();
    yield* page;
    if (page.length < PAGE) return;
    const last: Entry = page.at(-1)!;
    after = { workspaceId: last.workspace_id, seq: last.seq };
  }
}

/** Checks one chain's links entry by entry; `end` closes it against its sealed head. */
function chainChecker(workspaceId: string, head: Head | undefined, sealer: HeadSealer | null, problems: ChainProblem[]) {
  let expectedSeq = 1;
  let previousHash = GENESIS_HASH;
  const report = (seq: number | null, problem: string) => problems.push({ workspaceId, seq, problem });
  return {
    check(entry: Entry) {
      if (entry.seq > expectedSeq) {
        const range = entry.seq - 1 === expectedSeq ? `entry ${expectedSeq} is` : `entries ${expectedSeq} to ${entry.seq - 1} are`;
        report(expectedSeq, `${range} missing: removed from the trail`);
      } else if (entry.prev_hash !== previousHash) {
        report(entry.seq, 'does not follow the entry before it: an earlier entry was changed or removed');
      }
      if (entryHash(entry) !== entry.hash) report(entry.seq, 'was changed: its content no longer matches its hash');
      expectedSeq = entry.seq + 1;
      previousHash = entry.hash;
    },
    end() {
      const lastSeq = expectedSeq - 1;
      if (!head) {
        report(null, 'has entries but no sealed head: the head was removed');
        return;
      }
      if (head.seq > lastSeq) {
        const range = head.seq === lastSeq + 1 ? `entry ${head.seq} was` : `entries ${lastSeq + 1} to ${head.seq} were`;
        report(lastSeq + 1, `${range} removed from the end of the trail`);
      } else if (head.seq !== lastSeq || head.hash !== previousHash) {
        report(null, 'does not end where its sealed head says: entries were added or changed outside the app');
      }
      if (sealer && !sealer.matches(workspaceId, head.seq, head.hash, head.seal)) {
        report(null, 'has a head whose seal does not match: the chain was rebuilt outside the app, or AUTH_SECRET is not the one that wrote it');
      }
    },
  };
}

/**
 * Walks every workspace's chain: each entry must hash to what it says, follow the one before it
 * without a gap, and the last one must be the sealed head. Without a sealer (no AUTH_SECRET) the
 * seals are not checked. Then every journey made since the trail began must have its creation on it.
 */
export async function verifyAuditTrail(db: Kysely<Database>, sealer: HeadSealer | null): Promise<VerifyReport> {
  const heads = new Map(
    (await db.selectFrom('audit_chain_heads').selectAll().execute()).map((head) => [head.workspace_id, head] as const),
  );
  const problems: ChainProblem[] = [];
  const chains = new Map<string, ReturnType<typeof chainChecker>>();
  const createdJourneys = new Set<string>();
  let entries = 0;
  for await (const entry of entriesInOrder(db)) {
    entries += 1;
    if (entry.action === 'journey.created' && entry.target_id !== null) createdJourneys.add(entry.target_id);
    let checker = chains.get(entry.workspace_id);
    if (!checker) {
      // Entries come in chain order: a new workspace means the previous chain is complete.
      [...chains.values()].at(-1)?.end();
      checker = chainChecker(entry.workspace_id, heads.get(entry.workspace_id), sealer, problems);
      chains.set(entry.workspace_id, checker);
    }
    checker.check(entry);
  }
  [...chains.values()].at(-1)?.end();
  for (const [workspaceId, head] of heads) {
    if (chains.has(workspaceId) || head.seq === 0) continue;
    const range = head.seq === 1 ? 'its one entry was' : `all ${head.seq} entries were`;
    problems.push({ workspaceId, seq: 1, problem: `${range} removed` });
  }
  const emptied = [...heads.values()].filter((head) => head.seq > 0 && !chains.has(head.workspace_id)).length;
  const journeys = await journeysWithoutCreation(db, createdJourneys);
  return { chains: chains.size + emptied, entries, journeys: journeys.checked, problems: [...problems, ...journeys.problems] };
}

/** Problems about gaps name their own entries ("entries 3 to 4 are missing"); the others get their subject. */
function sentenceOf(problem: string, seq: number | null, journeyId: string | undefined): string {
  if (/^(entry|entries|all|its) /.test(problem)) return problem;
  const subject = journeyId ? `journey ${journeyId}` : seq === null ? 'the chain' : `entry ${seq}`;
  return `${subject} ${problem}`;
}

export function describeReport(report: VerifyReport): string {
  const lines = [`Audit trail: ${report.chains} workspace chain(s), ${report.entries} entries and ${report.journeys} journey(s) checked.`];
  for (const { workspaceId, seq, journeyId, problem } of report.problems) {
    lines.push(`PROBLEM in workspace ${workspaceId}: ${sentenceOf(problem, seq, journeyId)}.`);
  }
  lines.push(report.problems.length === 0 ? 'Every chain is intact.' : `${report.problems.length} problem(s) found.`);
  return lines.join('\n');
}

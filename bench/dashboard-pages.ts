// The dashboard's reads on a 1,000-journey workspace (issue 20, item 3): bytes of a list page and
// of the portfolio, and each route's closed-loop throughput as a share of health's in the same run.
// `npx tsx bench/dashboard-pages.ts` (SQLite), or BENCH_DATABASE_URL=postgres://... for PostgreSQL.
// BENCH_SECONDS (default 10) per route, BENCH_JOURNEYS (default 1000), BENCH_PORT (default 4710).
import autocannon from 'autocannon';
import { createTeamMember } from '../src/domain/journey-reducer';
import type { JourneyState } from '../src/domain/journey-state';
import { getPersona } from '../src/domain/personas';
import { variedJourneyStates } from '../tests/support/varied-journeys';
import { benchPostgres } from './bench-postgres';
import { signUp } from './sign-up';
import { startBenchServer } from './start-server';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const JOURNEYS = Number(process.env.BENCH_JOURNEYS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 4710);

const PROBLEMS = [
  'Small business owners wait up to four weeks for a working-capital decision, and many take a costlier offer elsewhere in the meantime.',
  'Card holders abroad are declined at the till without knowing why, and call the contact centre from a shop queue.',
  'First-time investors give up before their first trade because the forms ask for words they do not know.',
  'Customers disputing a card payment wait three weeks for an answer and hear nothing in between.',
];

/** A journey as a team leaves it mid-way: four people, ten ideas, one chosen, part of its screen answered. */
function realistic(state: JourneyState, index: number): JourneyState {
  const ideas = Array.from({ length: 10 }, (_, number) => ({
    id: number === 0 ? (state.selectedIdea?.id ?? 'idea-a') : `idea-${number}`,
    title: `Idea ${number} for journey ${index}: a clearer way through`,
    description: 'A short description of what the idea changes for the customer and what the bank would need to build or buy to offer it.',
    votes: number % 4,
    type: 'Process',
    personaSource: 'AI',
  }));
  return {
    ...state,
    teamMembers: ['c1', 't2', 'b1', 'c3'].map((persona, number) => createTeamMember(getPersona(persona)!, `m-${index}-${number}`)),
    selectedDomain: index % 2 ? 'retail_banking' : 'corporate_sme_banking',
    selectedSubdomain: index % 2 ? 'cards_payments' : '',
    problemStatement: PROBLEMS[index % PROBLEMS.length]!,
    journeyName: index % 3 ? `Journey ${index}` : '',
    ideas,
    selectedIdea: state.selectedIdea ? ideas[0]! : null,
  };
}

async function sessionUserId(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/get-session`, { headers: { Cookie: cookie } });
  return ((await response.json()) as { user: { id: string } }).user.id;
}

async function createJourneys(origin: string, cookie: string, states: JourneyState[]) {
  for (let start = 0; start < states.length; start += 8) {
    await Promise.all(
      states.slice(start, start + 8).map(async (state) => {
        const response = await fetch(`${origin}/api/journeys`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
          body: JSON.stringify({ state }),
        });
        if (response.status !== 201) throw new Error(`Seeding failed: ${response.status} ${await response.text()}`);
      }),
    );
  }
}

const bytesOf = async (url: string, cookie: string) => {
  const response = await fetch(url, { headers: { Cookie: cookie } });
  return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
};

const adminUrl = process.env.BENCH_DATABASE_URL;
const database = adminUrl ? await benchPostgres(adminUrl) : undefined;
const server = await startBenchServer(PORT, database?.url);
try {
  const { origin } = server;
  const cookie = await signUp(origin);
  const userId = await sessionUserId(origin, cookie);
  const seedStarted = Date.now();
  await createJourneys(origin, cookie, variedJourneyStates(JOURNEYS, userId).map(realistic));
  console.log(`Seeded ${JOURNEYS} journeys in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

  const routes = {
    'GET /api/health': `${origin}/api/health`,
    'GET /api/journeys?status=in_progress (first page)': `${origin}/api/journeys?status=in_progress`,
    'GET /api/journeys?status=in_progress&sort=name&q=journey (search)': `${origin}/api/journeys?status=in_progress&sort=name&q=journey`,
    'GET /api/portfolio': `${origin}/api/portfolio`,
  };

  console.log('\n| response | status | bytes |\n|---|---|---|');
  for (const [label, url] of Object.entries(routes).slice(1)) {
    const { status, bytes } = await bytesOf(url, cookie);
    console.log(`| ${label} | ${status} | ${bytes.toLocaleString('en')} |`);
  }

  const results: Array<[string, autocannon.Result]> = [];
  for (const [label, url] of Object.entries(routes)) {
    results.push([label, await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: { Cookie: cookie } })]);
  }
  const health = results[0]![1].requests.average;
  console.log(`\nClosed loop on ${database ? 'PostgreSQL' : 'SQLite'}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, ${JOURNEYS} journeys`);
  console.log('| route | req/s | p99 ms | of health | non-2xx |\n|---|---|---|---|---|');
  for (const [label, result] of results) {
    console.log(`| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p99} | ${Math.round((100 * result.requests.average) / health)}% | ${result.non2xx} |`);
  }
} finally {
  await server.stop();
  await database?.drop();
}

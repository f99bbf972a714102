/**
 * Idea generation for a team of six runs one model call per persona in parallel, so a request
 * should take about one model latency L, not six. This starts a fake OpenAI-compatible server
 * that answers every call after L ms, serves the real app on a real socket, and times
 * POST /api/ai/ideas (JSON and event stream). Target: total <= 1.15 L.
 *
 *   npx tsx bench/ai-ideas.ts [latencyMs=300] [runs=5]
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { ideasCompletion, startFakeOpenAiServer } from '../tests/support/fake-openai-server';
import { TEST_ORIGIN, createTestApp } from '../tests/support/test-app';
import { createSqliteTestDatabase } from '../tests/support/test-databases';

const latencyMs = Number(process.argv[2] ?? 300);
const runs = Number(process.argv[3] ?? 5);
const TEAM = ['c1', 'c2', 't1', 't2', 'b1', 'b2'];

const body = JSON.stringify({
  personaIds: TEAM,
  domain: 'retail_banking',
  subdomain: 'cards_payments',
  problemStatement: 'Card fraud disputes take weeks to resolve for our customers.',
  ideasPerPersona: 2,
});

const idea = (n: number) => ({ title: `Idea ${n}`, description: 'A fast lane for disputes.', type: 'Process' });

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    body: JSON.stringify({ email: `bench-${Date.now()}@bank.example`, password: 'correct-horse-battery', name: '' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

async function timeRequest(baseUrl: string, cookie: string, accept: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/ai/ideas`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie, Accept: accept },
    body,
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  const ideas = accept === 'application/json' ? (JSON.parse(text) as { generatedIdeas: unknown[] }).generatedIdeas.length : text.split('event: persona\n').length - 1;
  const expected = accept === 'application/json' ? TEAM.length * 2 : TEAM.length;
  if (response.status !== 200 || ideas !== expected) throw new Error(`unexpected answer ${response.status}: ${text.slice(0, 200)}`);
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const fake = await startFakeOpenAiServer(() => ideasCompletion([idea(1), idea(2)], latencyMs));
  const database = await createSqliteTestDatabase();
  const testApp = await createTestApp(database, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    AI_RATE_LIMIT_MAX: '1000',
  });
  const server = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const cookie = await signUp(baseUrl);
    await timeRequest(baseUrl, cookie, 'application/json');
    console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
    console.log(`model latency L = ${latencyMs} ms, team of ${TEAM.length}, ${runs} runs each (after one warm-up)`);
    for (const accept of ['application/json', 'text/event-stream']) {
      const times: number[] = [];
      for (let i = 0; i < runs; i += 1) times.push(await timeRequest(baseUrl, cookie, accept));
      const worst = Math.max(...times);
      console.log(
        `${accept.padEnd(18)} median ${median(times).toFixed(0)} ms (${(median(times) / latencyMs).toFixed(2)} L), worst ${worst.toFixed(0)} ms (${(worst / latencyMs).toFixed(2)} L)`,
      );
    }
  } finally {
    server.close();
    await testApp.close();
    await fake.close();
    await database.drop();
  }
}

await main();

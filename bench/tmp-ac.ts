import autocannon from 'autocannon';
import { createInitialJourneyState } from '../src/domain/journey-state';
import { BenchPerson } from './live-people';
import { startBenchServer } from './start-server';
const dir = process.env.DB_DIR;
const server = await startBenchServer(4735, dir ? `${dir}/bench-${Date.now()}.db` : undefined);
try {
  const p = new BenchPerson('Bench', server.origin);
  await p.signUp(server.origin);
  const id = (await p.call<{ journey: { id: string } }>(server.origin, 'POST', '/api/journeys', { state: { ...createInitialJourneyState(), problemStatement: 'x'.repeat(20) } })).journey.id;
  const get = { Origin: server.origin, Cookie: p.cookie };
  const post = { ...get, 'Content-Type': 'application/json' };
  for (const mode of ['list', 'change']) {
    let n = 0;
    const r2 = await autocannon({ url: server.origin, connections: 50, overallRate: 100, duration: 4, requests: [{ setupRequest: (req) => { n++; return mode === 'list' ? { ...req, method: 'GET', path: '/api/journeys', headers: get } : { ...req, method: 'POST', path: `/api/journeys/${id}/changes`, headers: post, body: JSON.stringify({ batchId: `b-${n}-${Date.now()}`, baseVersion: 0, actions: [{ type: 'setProblemStatement', problemStatement: `t ${n}` }] }) }; } }] });
    console.error(dir ?? 'disk', mode, r2.requests.average, r2.latency.p50, r2.latency.p99);
  }
} finally { await server.stop(); }

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateIdeasResponse } from '../../src/domain/ai-api';
import {
  type FakeOpenAiServer,
  ideasCompletion,
  startFakeOpenAiServer,
  streamed,
} from '../support/fake-openai-server';
import { closed, keepAliveRequest } from '../support/keep-alive-request';
import { RemoteClient } from '../support/remote-client';
import { type ServerProcess, databaseUrlOf, startServer } from '../support/server-process';
import { parseEventStream } from '../support/sse';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

const IDEAS_DELAY_MS = 1500;
/** The chat reply streams for about twice as long as the ideas take, so it is still running after them. */
const REPLY_CHUNKS = Array.from({ length: 10 }, (_, index) => `Part ${index + 1} of the answer. `);
const CHUNK_DELAY_MS = 300;
const idea = {
  title: 'Fast lane',
  description: 'Resolve card disputes in days, not weeks.',
  type: 'Process',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the port refuses connections. */
async function refusedAt(port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await sleep(25);
  }
  throw new Error(`port ${port} still accepts connections`);
}

describe.each(testDatabaseKinds())('SIGTERM on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let fake: FakeOpenAiServer;
  let server: ServerProcess;

  beforeAll(async () => {
    testDatabase = await create();
    fake = await startFakeOpenAiServer((request) =>
      request.body.stream ? streamed(REPLY_CHUNKS, CHUNK_DELAY_MS) : ideasCompletion([idea], IDEAS_DELAY_MS),
    );
    server = await startServer({
      DATABASE_URL: databaseUrlOf(testDatabase.target),
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
    });
  });
  afterAll(async () => {
    await server?.kill();
    await fake?.close();
    await testDatabase?.drop();
  });

  it('finishes the requests in flight, refuses new connections, lets no connection hold it open, and exits 0', async () => {
    const client = new RemoteClient(server.origin);
    await client.signUp(`drain-${Date.now()}@bank.example`);
    const post = (path: string, body: unknown, accept = 'application/json') =>
      keepAliveRequest(`${server.origin}${path}`, {
        method: 'POST',
        headers: { ...client.headers, 'Content-Type': 'application/json', Accept: accept },
        body: JSON.stringify(body),
      });
    const order: string[] = [];
    const note = (what: string) => () => order.push(what);

    const idle = await keepAliveRequest(`${server.origin}/api/health`);
    const idleClosed = closed(idle.socket).then(note('idle connection closed'));
    const ideas = post('/api/ai/ideas', {
      personaIds: ['c1'],
      domain: 'retail_banking',
      subdomain: 'cards_payments',
      problemStatement: 'Card fraud disputes take weeks to resolve for our customers.',
    });
    const ideasClosed = ideas.then(async (answer) => {
      order.push('ideas answered');
      await closed(answer.socket);
      order.push('ideas connection closed');
    });
    const chat = post('/api/ai/chat', { message: 'How do we run a design sprint?' }, 'text/event-stream');
    void chat.then(note('chat answered'));
    for (let waited = 0; fake.requests.length < 2; waited += 20) {
      if (waited > 10_000) throw new Error(`the model was not asked:\n${server.output()}`);
      await sleep(20);
    }

    server.child.kill('SIGTERM');
    await refusedAt(server.port).then(note('new connections refused'));
    const [ideasAnswer, chatAnswer, exit] = await Promise.all([
      ideas,
      chat,
      server.exited,
      idleClosed,
      ideasClosed,
    ]);

    expect(ideasAnswer.status).toBe(200);
    expect((JSON.parse(ideasAnswer.text) as GenerateIdeasResponse).generatedIdeas).toEqual([
      expect.objectContaining({ ...idea, personaId: 'c1' }),
    ]);
    expect(chatAnswer.status).toBe(200);
    const events = parseEventStream(chatAnswer.text);
    expect(events.map((event) => event.event)).toEqual([
      'thread',
      ...REPLY_CHUNKS.map(() => 'delta'),
      'done',
    ]);
    expect(events.map((event) => (event.data as { text?: string }).text ?? '').join('')).toBe(
      REPLY_CHUNKS.join(''),
    );
    expect(exit).toEqual({ code: 0, signal: null });
    // The idle connection goes at once; the one that carried the ideas goes as soon as they are answered,
    // not after its keep-alive timeout, so the process can exit when the last answer is complete.
    const before = (first: string, second: string) =>
      expect(order.indexOf(first), order.join(', then ')).toBeLessThan(order.indexOf(second));
    before('idle connection closed', 'ideas answered');
    before('new connections refused', 'ideas answered');
    before('ideas connection closed', 'chat answered');
  });
});

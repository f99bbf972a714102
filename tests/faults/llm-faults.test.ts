import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../src/domain/ai-api';
import type { Journey } from '../../src/domain/journey-api';
import {
  type FakeOpenAiServer,
  type FakeReply,
  failure,
  ideasCompletion,
  startFakeOpenAiServer,
  streamed,
} from '../support/fake-openai-server';
import { RemoteClient } from '../support/remote-client';
import { createJourney, journeyState, readJourney } from '../support/remote-journeys';
import { type ServerProcess, databaseUrlOf, freePort, startServer } from '../support/server-process';
import { parseEventStream } from '../support/sse';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

const AI_TIMEOUT_MS = 1000;
/** The slow model answers after the client has given up: only the server's own timeout answers in time. */
const SLOW_MS = 9000;
const CLIENT_PATIENCE_MS = 6000;

const ideasRequest = {
  personaIds: ['c1', 'b1'],
  domain: 'retail_banking',
  subdomain: 'cards_payments',
  problemStatement: 'Card fraud disputes take weeks to resolve for our customers.',
};
const goodIdeas = [{ title: 'Fast lane', description: 'Resolve disputes in days.', type: 'Process' }];

interface LlmFault {
  name: string;
  /** What the model server answers; undefined when nothing listens at all. */
  reply?: (stream: boolean) => FakeReply;
  chatCode: string;
  personaMessage: RegExp;
  /** The answer of an idea request when every persona failed this way. */
  ideas: { status: number; code: string; message: string };
}

const unavailable = {
  status: 503,
  code: 'AI_UNAVAILABLE',
  message: 'There was a problem communicating with the AI service. Please try again.',
};
const invalid = { status: 502, code: 'INVALID_AI_RESPONSE', message: AI_MESSAGES.invalidIdeasResponse };

const faults: LlmFault[] = [
  {
    name: 'is down (nothing listening)',
    chatCode: 'AI_UNAVAILABLE',
    personaMessage: /problem communicating/,
    ideas: unavailable,
  },
  {
    name: 'answers slower than AI_TIMEOUT_MS',
    reply: (stream) =>
      stream ? { ...streamed(['A fine answer.']), delayMs: SLOW_MS } : ideasCompletion(goodIdeas, SLOW_MS),
    chatCode: 'AI_TIMEOUT',
    personaMessage: /did not answer in time/,
    ideas: {
      status: 504,
      code: 'AI_TIMEOUT',
      message: 'The AI service did not answer in time. Please try again.',
    },
  },
  {
    name: 'answers a body that is not JSON',
    reply: () => ({ kind: 'raw', body: '<html><body>502 Bad Gateway</body></html>' }),
    chatCode: 'AI_INVALID_RESPONSE',
    personaMessage: /unexpected format/,
    ideas: invalid,
  },
  {
    name: 'answers JSON of the wrong shape',
    reply: () => ({ kind: 'raw', body: '{"hello":"world"}' }),
    chatCode: 'AI_INVALID_RESPONSE',
    personaMessage: /unexpected format/,
    ideas: invalid,
  },
  {
    name: 'answers ideas of the wrong shape',
    reply: () => ideasCompletion([{ headline: 'no title, no description' }]),
    chatCode: 'AI_INVALID_RESPONSE',
    personaMessage: /unexpected format/,
    ideas: invalid,
  },
  {
    name: 'answers HTTP 500',
    reply: () => failure(500),
    chatCode: 'AI_UNAVAILABLE',
    personaMessage: /problem communicating/,
    ideas: unavailable,
  },
];

describe.each(testDatabaseKinds())('the server process on $name when the LLM fails', ({ create }) => {
  let testDatabase: TestDatabase;
  let server: ServerProcess;
  let llmPort: number;
  let fake: FakeOpenAiServer | undefined;
  let client: RemoteClient;
  let journey: Journey;

  beforeAll(async () => {
    testDatabase = await create();
    llmPort = await freePort();
    server = await startServer({
      DATABASE_URL: databaseUrlOf(testDatabase.target),
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `http://127.0.0.1:${llmPort}/v1`,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
      AI_RATE_LIMIT_MAX: '1000',
    });
    client = new RemoteClient(server.origin);
    await client.signUp(`llm-faults-${Date.now()}@bank.example`);
    journey = await createJourney(client, journeyState(ideasRequest.problemStatement));
  });
  afterAll(async () => {
    await server?.kill();
    await fake?.close();
    await testDatabase?.drop();
  });

  /** The model server as the fault needs it: absent, or scripted to answer this way. */
  async function arrange(fault: LlmFault): Promise<void> {
    if (!fault.reply) {
      await fake?.close();
      fake = undefined;
      return;
    }
    fake ??= await startFakeOpenAiServer(undefined, llmPort);
    const reply = fault.reply;
    fake.setHandler((request) => reply(request.body.stream === true));
  }

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    client.request('POST', path, body, { headers, timeoutMs: CLIENT_PATIENCE_MS });

  it.each(faults)(
    'answers a clear error promptly when it $name, and the user’s data survives',
    async (fault) => {
      await arrange(fault);

      const { status, ...error } = fault.ideas;
      const json = await post('/api/ai/ideas', ideasRequest);
      expect(json.status).toBe(status);
      expect(json.body).toEqual({ error });

      const stream = await post('/api/ai/ideas', ideasRequest, { Accept: 'text/event-stream' });
      expect(stream.status).toBe(200);
      const ideaEvents = parseEventStream(stream.text);
      expect(ideaEvents.map((event) => event.event)).toEqual(['persona-error', 'persona-error', 'error']);
      for (const event of ideaEvents.slice(0, 2)) {
        expect((event.data as { message: string }).message).toMatch(fault.personaMessage);
      }
      expect(ideaEvents[2]?.data).toEqual(error);

      const chat = await post('/api/ai/chat', { message: `What went wrong when the model ${fault.name}?` });
      expect(chat.status).toBe(200);
      const chatEvents = parseEventStream(chat.text);
      expect(chatEvents.map((event) => event.event)).toEqual(['thread', 'error']);
      const chatError = chatEvents[1]?.data as { code: string; message: string };
      expect(chatError.code).toBe(fault.chatCode);
      // The user is told what happened in words, never the model server's address or raw answer.
      expect(chatError.message).toMatch(/AI service/);
      expect(chatError.message).not.toMatch(/127\.0\.0\.1|HTTP|hello|html/i);

      // The question is kept and no broken answer is stored beside it.
      const { threadId } = chatEvents[0]?.data as { threadId: string };
      const thread = await client.request<{ messages: Array<{ role: string }> }>(
        'GET',
        `/api/ai/chat/threads/${threadId}`,
      );
      expect(thread.body.messages.map((message) => message.role)).toEqual(['user']);

      expect(server.child.exitCode).toBeNull();
      expect((await client.request('GET', '/api/health')).status).toBe(200);
      expect(await readJourney(client, journey.id)).toEqual(journey);
    },
  );
});

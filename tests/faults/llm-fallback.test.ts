import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerateIdeasResponse } from '../../src/domain/ai-api';
import { RemoteClient } from '../support/remote-client';
import { createJourney, journeyState, readJourney } from '../support/remote-journeys';
import { type ServerProcess, databaseUrlOf, startServer } from '../support/server-process';
import { parseEventStream } from '../support/sse';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

const API_KEY = 'sk-fallback-suite-secret';
const FALLBACK_LABEL = 'Built-in engine (fallback: OpenAI-compatible · fake-model unavailable)';

const ideasRequest = {
  personaIds: ['c1', 'b1'],
  domain: 'retail_banking',
  subdomain: 'cards_payments',
  // Two pains, so that the built-in engine has fitting ideas for each persona asked.
  problemStatement: 'Card fraud disputes take our customers up to three weeks to resolve, and students overspend on their cards and miss payments.',
};

describe.each(testDatabaseKinds())(
  'the server process on $name with AI_FALLBACK_TO_BUILTIN when the LLM cannot be reached',
  ({ create }) => {
    let testDatabase: TestDatabase;
    let server: ServerProcess;
    let client: RemoteClient;

    beforeAll(async () => {
      testDatabase = await create();
      server = await startServer({
        DATABASE_URL: databaseUrlOf(testDatabase.target),
        AI_PROVIDER: 'openai-compatible',
        // The .invalid top-level domain never resolves: a DNS failure on every call.
        AI_BASE_URL: 'http://llm.invalid/v1',
        AI_API_KEY: API_KEY,
        AI_MODEL: 'fake-model',
        AI_TIMEOUT_MS: '3000',
        AI_FALLBACK_TO_BUILTIN: 'true',
      });
      client = new RemoteClient(server.origin);
      await client.signUp(`llm-fallback-${Date.now()}@bank.example`);
    });
    afterAll(async () => {
      await server?.kill();
      await testDatabase?.drop();
    });

    it('answers ideas from the built-in engine, says so, and the journey keeps the label', async () => {
      const response = await client.request<GenerateIdeasResponse>('POST', '/api/ai/ideas', ideasRequest);
      expect(response.status).toBe(200);
      expect(response.body.engine).toEqual({ provider: 'builtin', model: 'builtin', label: FALLBACK_LABEL });
      expect(response.body.failedPersonas).toEqual([]);
      // Each persona gets the built-in engine's ideas that fit: one or two.
      expect([...new Set(response.body.generatedIdeas.map((idea) => idea.personaId))]).toEqual(['c1', 'b1']);

      const journey = await createJourney(client, {
        ...journeyState(ideasRequest.problemStatement),
        ideasGeneratedBy: response.body.engine.label,
      });
      expect((await readJourney(client, journey.id)).state.ideasGeneratedBy).toBe(FALLBACK_LABEL);
    });

    it('streams ideas and a chat reply from the built-in engine, labelled as the fallback', async () => {
      const ideas = await client.request<string>('POST', '/api/ai/ideas', ideasRequest, {
        headers: { Accept: 'text/event-stream' },
      });
      const ideaEvents = parseEventStream(ideas.text);
      expect(ideaEvents.map((event) => event.event)).toEqual(['persona', 'persona', 'done']);
      expect(ideaEvents[2]?.data).toMatchObject({ engine: { label: FALLBACK_LABEL } });

      const chat = await client.request('POST', '/api/ai/chat', { message: 'What is design thinking?' });
      const chatEvents = parseEventStream(chat.text);
      expect(chatEvents[0]?.event).toBe('thread');
      expect(chatEvents.filter((event) => event.event === 'delta').length).toBeGreaterThan(0);
      expect(chatEvents.at(-1)).toMatchObject({ event: 'done', data: { engine: { label: FALLBACK_LABEL } } });
    });

    it('tells the operator at warn level, without the key', () => {
      const output = server.output();
      expect(output).toMatch(/the built-in engine answered instead/);
      expect(output).toMatch(/"code":"AI_UNAVAILABLE"/);
      expect(output).not.toContain(API_KEY);
    });
  },
);

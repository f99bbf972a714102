import { beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES, type GenerateIdeasRequest, type GenerateIdeasResponse } from '../../domain/ai-api';
import { getPersona } from '../../domain/personas';
import { signedInClient, useAiTestApps } from '../../../tests/support/ai-test-apps';
import { failure, ideasCompletion, lastUserText } from '../../../tests/support/fake-openai-server';
import { parseEventStream } from '../../../tests/support/sse';
import { createTestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-databases';
import type { TestClient } from '../../../tests/support/http-client';

// When the model fails for some or all of the team, and when a user asks too often.

type ErrorResponse = { error: { code: string; message: string } };

const validRequest: GenerateIdeasRequest = {
  personaIds: ['c1', 't1', 'b1'],
  domain: 'retail_banking',
  subdomain: 'cards_payments',
  problemStatement: 'Card fraud disputes take weeks to resolve for our customers.',
};

const streamHeaders = { Accept: 'text/event-stream' };

describe.each(testDatabaseKinds())('AI ideas API failures and limits on $name', ({ create }) => {
  const apps = useAiTestApps(create);
  let llmClient: TestClient;

  beforeAll(async () => {
    llmClient = await signedInClient(apps.llmApp, 'ideas');
  });

  it('keeps the personas that succeeded when one fails (JSON and stream)', async () => {
    const banker = getPersona('b1')!;
    let answers = 0;
    apps.fake.setHandler((request) =>
      lastUserText(request).includes(banker.name)
        ? failure(500)
        : ideasCompletion([
            { title: `Fast lane ${++answers}`, description: 'Resolve disputes in days.', type: 'Process' },
          ]),
    );
    const json = await llmClient.request<GenerateIdeasResponse>('POST', '/api/ai/ideas', validRequest);
    expect(json.status).toBe(200);
    expect(json.body.generatedIdeas.map((idea) => idea.personaId)).toEqual(['c1', 't1']);
    expect(json.body.failedPersonas).toEqual([
      { personaId: 'b1', name: banker.name, message: expect.stringMatching(/AI service/) },
    ]);
    expect(json.body.notice).toBeUndefined();

    const stream = await llmClient.request<string>('POST', '/api/ai/ideas', validRequest, streamHeaders);
    const events = parseEventStream(stream.body);
    expect(events.filter((event) => event.event === 'persona')).toHaveLength(2);
    expect(events.find((event) => event.event === 'persona-error')?.data).toMatchObject({ personaId: 'b1' });
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { failedPersonas: [{ personaId: 'b1' }] } });
  });

  it.each([
    [
      'the model server is down',
      () => failure(500),
      503,
      {
        code: 'AI_UNAVAILABLE',
        message: 'There was a problem communicating with the AI service. Please try again.',
      },
    ],
    [
      'every answer has the wrong shape',
      () => ideasCompletion([{ headline: 'no title' }]),
      502,
      { code: 'INVALID_AI_RESPONSE', message: 'Invalid ideas response format from AI service' },
    ],
  ] as const)(
    'says why no persona produced ideas when %s (JSON and stream)',
    async (_name, reply, status, error) => {
      apps.fake.setHandler(reply);
      const json = await llmClient.request<ErrorResponse>('POST', '/api/ai/ideas', validRequest);
      expect(json.status).toBe(status);
      expect(json.body.error).toEqual(error);

      const stream = await llmClient.request<string>('POST', '/api/ai/ideas', validRequest, streamHeaders);
      const events = parseEventStream(stream.body);
      expect(events.map((event) => event.event)).toEqual([
        'persona-error',
        'persona-error',
        'persona-error',
        'error',
      ]);
      expect(events.at(-1)?.data).toEqual(error);
    },
  );

  it('limits each user to AI_RATE_LIMIT_MAX requests a minute', async () => {
    const limitedApp = await createTestApp(apps.testDatabase, { AI_RATE_LIMIT_MAX: '2' });
    try {
      const [first, second] = [
        await signedInClient(limitedApp, 'ideas'),
        await signedInClient(limitedApp, 'ideas'),
      ];
      const body = { ...validRequest, personaIds: ['c1'], ideasPerPersona: 1 };
      expect((await first.request('POST', '/api/ai/ideas', body)).status).toBe(200);
      expect(
        (await first.request('POST', '/api/ai/chat', { message: 'What is design thinking?' })).status,
      ).toBe(200);
      const refused = await first.request<ErrorResponse>('POST', '/api/ai/ideas', body);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: AI_MESSAGES.rateLimited });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await first.request('GET', '/api/ai/status')).status).toBe(200);
      expect((await second.request('POST', '/api/ai/ideas', body)).status).toBe(200);
    } finally {
      await limitedApp.close();
    }
  });
});

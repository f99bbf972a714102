import { beforeAll, describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  type GenerateIdeasRequest,
  type GenerateIdeasResponse,
  IDEA_TEXT_LIMITS,
} from '../../domain/ai-api';
import { getPersona } from '../../domain/personas';
import { signedInClient, useAiTestApps } from '../../../tests/support/ai-test-apps';
import { TestClient } from '../../../tests/support/http-client';
import { parseEventStream } from '../../../tests/support/sse';
import { testDatabaseKinds } from '../../../tests/support/test-databases';

type ErrorResponse = { error: { code: string; message: string; fields?: Record<string, string> } };

const validRequest: GenerateIdeasRequest = {
  personaIds: ['c1', 't1', 'b1'],
  domain: 'retail_banking',
  subdomain: 'cards_payments',
  problemStatement: 'Card fraud disputes take weeks to resolve for our customers.',
};

/** A problem the built-in catalogue has more than six good answers to. */
const builtinRequest: GenerateIdeasRequest = {
  personaIds: ['c1', 't1', 'b1'],
  domain: 'wealth_management',
  subdomain: 'investments',
  problemStatement:
    'Mass-affluent savers are below our advice minimum, find investing confusing and leave their money uninvested in cash.',
};

const streamHeaders = { Accept: 'text/event-stream' };

describe.each(testDatabaseKinds())('AI ideas API on $name', ({ create }) => {
  const apps = useAiTestApps(create);
  let client: TestClient;
  let llmClient: TestClient;

  beforeAll(async () => {
    client = await signedInClient(apps.builtinApp, 'ideas');
    llmClient = await signedInClient(apps.llmApp, 'ideas');
  });

  it('requires a signed-in user', async () => {
    const anonymous = new TestClient(apps.builtinApp);
    for (const [method, path] of [
      ['GET', '/api/ai/status'],
      ['POST', '/api/ai/ideas'],
      ['POST', '/api/ai/chat'],
      ['GET', '/api/ai/chat/threads'],
    ]) {
      const response = await anonymous.request<ErrorResponse>(
        method!,
        path!,
        method === 'POST' ? validRequest : undefined,
      );
      expect(response.status, path).toBe(401);
      expect(response.body.error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('says which engine answers', async () => {
    expect((await client.request('GET', '/api/ai/status')).body).toMatchObject({
      provider: 'builtin',
      model: 'builtin',
      label: 'Built-in engine (offline)',
      features: { ideas: true, scoring: true, 'rww-drafts': true, chat: true },
    });
    expect((await llmClient.request('GET', '/api/ai/status')).body).toMatchObject({
      provider: 'openai-compatible',
      model: 'fake-model',
      label: 'OpenAI-compatible · fake-model',
    });
  });

  it.each([
    [
      'no problem statement',
      { ...validRequest, problemStatement: '   ' },
      'MISSING_INFORMATION',
      AI_MESSAGES.missingInformation,
    ],
    [
      'no domain',
      { ...validRequest, domain: undefined },
      'MISSING_INFORMATION',
      AI_MESSAGES.missingInformation,
    ],
    ['an empty body', {}, 'MISSING_INFORMATION', AI_MESSAGES.missingInformation],
    ['no personas', { ...validRequest, personaIds: [] }, 'NO_TEAM_MEMBERS', AI_MESSAGES.noTeamMembers],
    [
      'an unknown persona',
      { ...validRequest, personaIds: ['c1', 'x9'] },
      'VALIDATION_FAILED',
      'Unknown team member "x9".',
    ],
    [
      'an unknown domain',
      { ...validRequest, domain: 'space_banking' },
      'VALIDATION_FAILED',
      'Unknown banking domain "space_banking".',
    ],
    [
      'a statement over 4000 characters',
      { ...validRequest, problemStatement: 'x'.repeat(4001) },
      'VALIDATION_FAILED',
      'Please keep the problem statement under 4000 characters.',
    ],
    ['six ideas per persona', { ...validRequest, ideasPerPersona: 6 }, 'VALIDATION_FAILED', undefined],
  ])('refuses %s with a 400', async (_name, body, code, message) => {
    const response = await client.request<ErrorResponse>('POST', '/api/ai/ideas', body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe(code);
    if (message) expect(response.body.error.message).toBe(message);
  });

  it('answers JSON with the built-in engine: ideas for every persona, named after the persona', async () => {
    const response = await client.request<GenerateIdeasResponse>('POST', '/api/ai/ideas', builtinRequest);
    expect(response.status).toBe(200);
    const { generatedIdeas, engine, failedPersonas, notice } = response.body;
    expect(engine.provider).toBe('builtin');
    expect(failedPersonas).toEqual([]);
    // Every persona is heard; fewer than two each only with a notice saying how many fit.
    expect([...new Set(generatedIdeas.map((idea) => idea.personaId))]).toEqual(['c1', 't1', 'b1']);
    if (generatedIdeas.length < 6) expect(notice?.kind).toBe('few_fits');
    else expect(notice).toBeUndefined();
    for (const idea of generatedIdeas) {
      expect(idea.personaSource).toBe(getPersona(idea.personaId)?.name);
      expect(idea.title.length).toBeLessThanOrEqual(IDEA_TEXT_LIMITS.title);
      expect(idea.description.length).toBeGreaterThan(0);
    }
    const titles = generatedIdeas.map((idea) => idea.title);
    const regenerated = await client.request<GenerateIdeasResponse>('POST', '/api/ai/ideas', {
      ...builtinRequest,
      variant: 1,
      previousTitles: titles,
    });
    expect(regenerated.status).toBe(200);
    for (const idea of regenerated.body.generatedIdeas) expect(titles).not.toContain(idea.title);
  });

  it('streams one persona event per persona, then done', async () => {
    const response = await client.request<string>(
      'POST',
      '/api/ai/ideas',
      { ...builtinRequest, ideasPerPersona: 1 },
      streamHeaders,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseEventStream(response.body);
    expect(events.map((event) => event.event)).toEqual(['persona', 'persona', 'persona', 'done']);
    expect(events[0]?.data).toMatchObject({
      personaId: 'c1',
      name: getPersona('c1')?.name,
      ideas: [{ personaId: 'c1' }],
    });
    expect(events[3]?.data).toEqual({
      engine: expect.objectContaining({ provider: 'builtin' }),
      failedPersonas: [],
    });
  });

  it('answers a problem that is not about banking with no ideas and a note to rephrase, not an error', async () => {
    const offTopic = {
      ...builtinRequest,
      problemStatement: 'The office coffee machine keeps breaking and nobody fixes it.',
    };
    const json = await client.request<GenerateIdeasResponse>('POST', '/api/ai/ideas', offTopic);
    expect(json.status).toBe(200);
    expect(json.body.generatedIdeas).toEqual([]);
    expect(json.body.notice).toEqual({
      kind: 'off_topic',
      message: expect.stringMatching(/rephrase it as a problem your bank/),
    });

    const stream = await client.request<string>('POST', '/api/ai/ideas', offTopic, streamHeaders);
    const events = parseEventStream(stream.body);
    expect(events.map((event) => event.event)).toEqual(['done']);
    expect(events[0]?.data).toMatchObject({ notice: { kind: 'off_topic' }, failedPersonas: [] });
  });

  it('asks for a banking problem written in German to be written in English, not calling it off-topic', async () => {
    const german = { ...builtinRequest, problemStatement: 'Kleine Unternehmen warten drei Wochen auf eine Kreditentscheidung der Bank.' };
    const json = await client.request<GenerateIdeasResponse>('POST', '/api/ai/ideas', german);
    expect(json.status).toBe(200);
    expect(json.body.generatedIdeas).toEqual([]);
    expect(json.body.notice).toEqual({ kind: 'not_english', message: expect.stringContaining('written in German') });
    expect(json.body.notice?.message).toContain('Please write the problem in English');
    const stream = await client.request<string>('POST', '/api/ai/ideas', german, streamHeaders);
    const events = parseEventStream(stream.body);
    expect(events.map((event) => event.event)).toEqual(['done']);
    expect(events[0]?.data).toMatchObject({ notice: { kind: 'not_english' }, failedPersonas: [] });
  });

  it('gives fewer ideas with a few-fits notice where little in the catalogue fits', async () => {
    const narrow = {
      ...builtinRequest,
      problemStatement:
        'Advisers spend hours writing suitability reports after every review, so clients wait weeks.',
      ideasPerPersona: 3,
    };
    const json = await client.request<GenerateIdeasResponse>('POST', '/api/ai/ideas', narrow);
    expect(json.status).toBe(200);
    expect(json.body.generatedIdeas.length).toBeGreaterThan(0);
    expect(json.body.generatedIdeas.length).toBeLessThan(9);
    expect(json.body.notice).toEqual({
      kind: 'few_fits',
      message: expect.stringMatching(/fewer|instead of 9/),
    });
    expect(json.body.failedPersonas).toEqual([]);

    const events = parseEventStream(
      (await client.request<string>('POST', '/api/ai/ideas', narrow, streamHeaders)).body,
    );
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { notice: { kind: 'few_fits' } } });
    expect(events.some((event) => event.event === 'persona-error')).toBe(false);
  });
});

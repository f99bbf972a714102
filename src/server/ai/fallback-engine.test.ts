import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPersona } from '../../domain/personas';
import {
  type FakeHandler,
  type FakeOpenAiServer,
  failure,
  ideasCompletion,
  lastUserText,
  startFakeOpenAiServer,
  streamed,
} from '../../../tests/support/fake-openai-server';
import { cardDisputesContext, collectText, llmEngineAt, never } from '../../../tests/support/llm-engine';
import { builtinEngine } from './builtin-engine';
import { loadIdeaCatalogue } from './builtin/load-idea-catalogue';
import { type AiEngine, AiEngineError, type ChatTurn } from './engine';

const amara = getPersona('c1')!;
const banker = getPersona('b1')!;

const newContext = () => cardDisputesContext([amara, banker]);
const offline = builtinEngine({ ideaCatalogue: loadIdeaCatalogue() });

const LLM = { provider: 'openai-compatible', model: 'fake-model', label: 'OpenAI-compatible · fake-model' };
const FALLBACK = {
  provider: 'builtin',
  model: 'builtin',
  label: 'Built-in engine (fallback: OpenAI-compatible · fake-model unavailable)',
};

describe('AI_FALLBACK_TO_BUILTIN: the built-in engine stands in for an LLM that fails', () => {
  let server: FakeOpenAiServer;
  let engine: AiEngine;
  /** Whole log lines, fields included: what an operator's log store would keep. */
  const logLines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    engine = llmEngineAt(server.baseUrl, { timeoutMs: 1_500, fallbackToBuiltin: true, logger });
  });
  afterAll(() => server.close());

  const script = (handler: FakeHandler) => server.setHandler(handler);

  it('answers ideas from the built-in engine when the LLM is down, and says so for that request only', async () => {
    script(() => failure(503));
    const context = newContext();
    const ideas = await engine.generateIdeasForPersona(amara, context, 2, 0, never);
    const builtin = await offline.generateIdeasForPersona(amara, newContext(), 2, 0, never);
    expect(ideas).toEqual(builtin);
    await engine.generateIdeasForPersona(banker, context, 2, 0, never);
    expect(engine.describe(context)).toEqual(FALLBACK);
    expect(engine.describe(newContext())).toEqual(LLM);
    expect(engine.describe()).toEqual(LLM);
  });

  it('stands in for a timeout too, and names the share when only some personas needed it', async () => {
    script((request) =>
      lastUserText(request).includes(banker.name)
        ? ideasCompletion([{ title: 'Too late', description: 'Slow.', type: 'Service' }], 5_000)
        : ideasCompletion([{ title: 'Dispute tracker', description: 'Tracks disputes.', type: 'Service' }]),
    );
    const context = newContext();
    expect(await engine.generateIdeasForPersona(amara, context, 2, 0, never)).toHaveLength(1);
    // The banker's ideas are the built-in engine's (the catalogue has one close fit for this short
    // problem, which the first persona took, so that may rightly be none).
    expect(await engine.generateIdeasForPersona(banker, context, 2, 0, never)).toEqual(
      await offline.generateIdeasForPersona(banker, newContext(), 2, 0, never),
    );
    expect(engine.describe(context)).toEqual({
      ...LLM,
      label:
        'OpenAI-compatible · fake-model; built-in engine for 1 of 2 personas (fallback: OpenAI-compatible · fake-model unavailable)',
    });
  });

  it('does not stand in for an answer in the wrong format', async () => {
    script(() => ideasCompletion([{ headline: 'no title' }]));
    const error = await engine
      .generateIdeasForPersona(amara, newContext(), 2, 0, never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiEngineError);
    expect((error as AiEngineError).code).toBe('AI_INVALID_RESPONSE');
  });

  it('answers the chat from the built-in engine when the LLM is down, labelled for that conversation', async () => {
    script(() => failure(500));
    const messages: ChatTurn[] = [{ role: 'user', content: 'What is design thinking?' }];
    const reply = await collectText(engine.streamChat(messages, never));
    expect(reply).toBe(await collectText(offline.streamChat(messages, never)));
    expect(engine.describe(messages)).toEqual(FALLBACK);
    expect(engine.describe([...messages])).toEqual(LLM);
  });

  it('lets a reply that broke off halfway fail rather than finish it with another engine', async () => {
    script(() => streamed(['The first half, ', 'then nothing'], 5_000));
    const messages: ChatTurn[] = [{ role: 'user', content: 'Tell me about R-W-W.' }];
    const chunks: string[] = [];
    const error = await (async () => {
      for await (const chunk of engine.streamChat(messages, never)) chunks.push(chunk);
    })().catch((e: unknown) => e);
    expect(chunks).toEqual(['The first half, ']);
    expect((error as AiEngineError).code).toBe('AI_TIMEOUT');
    expect(engine.describe(messages)).toEqual(LLM);
  });

  it('tells the operator at warn level, without the key or the server address', () => {
    const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string; code: string });
    expect(warnings.filter((line) => line.level === 40).map((line) => [line.msg, line.code])).toEqual([
      ['AI engine failed; the built-in engine answered instead', 'AI_UNAVAILABLE'],
      ['AI engine failed; the built-in engine answered instead', 'AI_UNAVAILABLE'],
      ['AI engine failed; the built-in engine answered instead', 'AI_TIMEOUT'],
      ['AI engine failed; the built-in engine answered instead', 'AI_UNAVAILABLE'],
    ]);
    expect(logLines.join('')).not.toMatch(/sk-test-key|127\.0\.0\.1/);
  });
});

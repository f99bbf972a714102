import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPersona } from '../../domain/personas';
import { titleKey } from '../../domain/title-key';
import {
  type FakeOpenAiServer,
  type FakeHandler,
  ideasCompletion,
  lastUserText,
  startFakeOpenAiServer,
} from '../../../tests/support/fake-openai-server';
import { cardDisputesContext, draftIdea, llmEngineAt, never } from '../../../tests/support/llm-engine';
import { createLogger } from '../logger';
import type { AiEngine } from './engine';
import { generateTeamIdeas } from './team-ideas';

const amara = getPersona('c1')!;

const contextWith = (previousTitles: string[]) => cardDisputesContext([amara], previousTitles);

describe('LLM ideas: seen titles, one idea per request, plain text', () => {
  let server: FakeOpenAiServer;
  let engine: AiEngine;

  beforeAll(async () => {
    server = await startFakeOpenAiServer();
    engine = llmEngineAt(server.baseUrl);
  });
  afterAll(() => server.close());

  const script = (handler: FakeHandler) => {
    server.requests.length = 0;
    server.setHandler(handler);
  };
  const prompts = () => server.requests.map(lastUserText);

  it('sends the titles already seen, drops an answer that repeats one and asks once more', async () => {
    let calls = 0;
    script(() =>
      ++calls === 1
        ? ideasCompletion([draftIdea('dispute-tracker!'), draftIdea('Provisional credit')])
        : ideasCompletion([draftIdea('Chargeback coach')]),
    );
    const ideas = await engine.generateIdeasForPersona(amara, contextWith(['Dispute Tracker']), 2, 1, never);
    expect(ideas.map((drafted) => drafted.title)).toEqual(['Provisional credit', 'Chargeback coach']);
    expect(prompts()).toHaveLength(2);
    expect(prompts()[0]).toContain('<previous_titles>\n- Dispute Tracker\n</previous_titles>');
    expect(prompts()[1]).toContain(
      '<previous_titles>\n- Dispute Tracker\n- Provisional credit\n</previous_titles>',
    );
  });

  it('returns fewer ideas rather than a repeat when the retry repeats too', async () => {
    script(() => ideasCompletion([draftIdea('Dispute tracker'), draftIdea('Provisional credit')]));
    const ideas = await engine.generateIdeasForPersona(amara, contextWith(['Dispute tracker']), 2, 1, never);
    expect(ideas.map((drafted) => drafted.title)).toEqual(['Provisional credit']);
    expect(prompts()).toHaveLength(2);
  });

  it('never gives two personas of one request the same idea, and a new request starts afresh', async () => {
    let calls = 0;
    script(() => ideasCompletion([draftIdea('Shared idea'), draftIdea(`Own idea ${++calls}`)], 50));
    const request = {
      personaIds: ['c1', 't1', 'b1'],
      domain: 'retail_banking',
      subdomain: 'cards_payments',
      problemStatement: contextWith([]).problemStatement,
      ideasPerPersona: 2,
      variant: 0,
      previousTitles: [],
    };
    const options = { signal: never, logger: createLogger('silent') };
    const titlesOf = async () =>
      (await generateTeamIdeas(engine, request, options)).outcomes.flatMap((outcome) =>
        outcome.kind === 'ideas' ? outcome.ideas.map((drafted) => drafted.title) : [],
      );

    const titles = await titlesOf();
    expect(titles).toHaveLength(6);
    expect(new Set(titles.map(titleKey)).size).toBe(6);
    expect(titles.filter((title) => title === 'Shared idea')).toHaveLength(1);
    const retries = prompts().slice(3);
    expect(retries).toHaveLength(2);
    for (const prompt of retries) expect(prompt).toMatch(/<previous_titles>[\s\S]*- Shared idea/);

    expect(await titlesOf()).toContain('Shared idea');
  });

  it('stores model text without HTML, entities left as text', async () => {
    script(() =>
      ideasCompletion([
        draftIdea(
          '<b>Instant</b> provisional <scr<script>ipt>credit',
          '<script>alert(1)</script>Pays &amp; tracks <a href="https://x.example" onclick="steal()">disputes</a>.',
          '<i>Service</i>',
        ),
      ]),
    );
    const [drafted] = await engine.generateIdeasForPersona(amara, contextWith([]), 1, 0, never);
    expect(drafted).toEqual({
      title: 'Instant provisional credit',
      description: 'alert(1)Pays &amp; tracks disputes.',
      type: 'Service',
    });
  });

  it('refuses an idea that was nothing but markup, and asks again', async () => {
    let calls = 0;
    script(() =>
      ++calls === 1
        ? ideasCompletion([draftIdea('<img src=x onerror="alert(1)">')])
        : ideasCompletion([draftIdea('Dispute status page')]),
    );
    const ideas = await engine.generateIdeasForPersona(amara, contextWith([]), 1, 0, never);
    expect(ideas).toEqual([draftIdea('Dispute status page')]);
    expect(prompts()).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { ideaDraftSchema, MAX_IDEAS_PER_PERSONA } from '../../domain/ai-api';
import { BANKING_DOMAINS } from '../../domain/banking-catalogue';
import { getPersona } from '../../domain/personas';
import { builtinEngine } from './builtin-engine';
import { TEAM_OF_SIX, contextFor, never } from './builtin/idea-test-support';
import { loadIdeaCatalogue } from './builtin/load-idea-catalogue';
import type { IdeaContext } from './engine';

const engine = builtinEngine({ ideaCatalogue: loadIdeaCatalogue() });
const FRAUD =
  'Customers are tricked by scammers into sending instant payments and we reimburse more fraud losses every quarter.';

const teamIdeas = (context: IdeaContext, count: number, variant = 0) =>
  Promise.all(
    context.team.map((persona) => engine.generateIdeasForPersona(persona, context, count, variant, never)),
  );

describe('builtin engine', () => {
  it('gives each persona its own ideas, within the limits every engine is held to', async () => {
    for (const domain of BANKING_DOMAINS) {
      for (const subdomain of domain.subdomains) {
        const context = contextFor(domain.id, subdomain.id, FRAUD);
        const ideas = (await teamIdeas(context, MAX_IDEAS_PER_PERSONA)).flat();
        const titles = ideas.map((idea) => idea.title);
        expect(ideas.length, subdomain.id).toBeGreaterThan(0);
        expect(new Set(titles).size, subdomain.id).toBe(titles.length);
        for (const idea of ideas) expect(ideaDraftSchema.safeParse(idea).success, idea.title).toBe(true);
      }
    }
  });

  it('reports fewer ideas than asked with a few-fits notice, and nothing for a complete round', async () => {
    const context = contextFor('retail_banking', 'deposits_accounts', FRAUD);
    const ideas = (await teamIdeas(context, MAX_IDEAS_PER_PERSONA)).flat();
    expect(ideas.length).toBeLessThan(TEAM_OF_SIX.length * MAX_IDEAS_PER_PERSONA);
    expect(engine.assessProblem?.(context)).toMatchObject({ kind: 'few_fits' });
    expect(engine.assessProblem?.(contextFor('retail_banking', 'deposits_accounts', FRAUD))).toBeNull();
  });

  it('says a problem that is not about banking is off-topic and proposes nothing for it', async () => {
    const context = contextFor(
      'corporate_sme_banking',
      'trade_treasury',
      'The office coffee machine keeps breaking.',
    );
    expect(engine.assessProblem?.(context)).toMatchObject({
      kind: 'off_topic',
      message: expect.stringMatching(/rephrase/i),
    });
    expect((await teamIdeas(context, 2)).flat()).toEqual([]);
  });

  it('answers a persona outside the team on its own', async () => {
    const outsider = getPersona('b4')!;
    const context = contextFor(
      'wealth_management',
      'investments',
      'Advisers spend hours writing suitability reports.',
      { team: [] },
    );
    const ideas = await engine.generateIdeasForPersona(outsider, context, 2, 0, never);
    expect(ideas.length).toBeGreaterThan(0);
  });

  it('streams a chat answer in chunks that join back into the reply', async () => {
    let text = '';
    let chunks = 0;
    for await (const chunk of engine.streamChat(
      [{ role: 'user', content: 'What is design thinking?' }],
      never,
    )) {
      text += chunk;
      chunks += 1;
    }
    expect(chunks).toBeGreaterThan(5);
    expect(text).toMatch(/design thinking/i);
  });

  it('stops when the caller has gone away', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      engine.generateIdeasForPersona(
        getPersona('c1')!,
        contextFor('retail_banking', '', FRAUD),
        2,
        0,
        controller.signal,
      ),
    ).rejects.toMatchObject({ code: 'AI_CANCELLED' });
  });
});

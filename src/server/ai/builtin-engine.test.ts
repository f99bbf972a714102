import { describe, expect, it } from 'vitest';
import { ideaDraftSchema, MAX_IDEAS_PER_PERSONA } from '../../domain/ai-api';
import { BANKING_DOMAINS } from '../../domain/banking-catalogue';
import { PERSONAS, getPersona } from '../../domain/personas';
import { builtinEngine } from './builtin-engine';
import type { IdeaContext } from './engine';

const never = new AbortController().signal;

function contextFor(domainId: string, subdomainId: string, team = PERSONAS.slice(0, 6)): IdeaContext {
  return {
    team,
    domainId,
    domainName: domainId,
    subdomainId,
    subdomainName: subdomainId,
    problemStatement: 'Customers wait too long and drop out before we can help them.',
    previousTitles: [],
  };
}

describe('builtin engine', () => {
  const engine = builtinEngine();

  it('gives each persona its own ideas, within the limits every engine is held to', async () => {
    for (const domain of BANKING_DOMAINS) {
      for (const subdomain of domain.subdomains) {
        const context = contextFor(domain.id, subdomain.id);
        const perPersona = await Promise.all(
          context.team.map((persona) =>
            engine.generateIdeasForPersona(persona, context, MAX_IDEAS_PER_PERSONA, 0, never),
          ),
        );
        const titles = perPersona.flat().map((idea) => idea.title);
        expect(new Set(titles).size, subdomain.id).toBe(titles.length);
        for (const idea of perPersona.flat())
          expect(ideaDraftSchema.safeParse(idea).success, idea.title).toBe(true);
        expect(
          perPersona.map((ideas) => ideas.length),
          subdomain.id,
        ).toEqual(context.team.map(() => MAX_IDEAS_PER_PERSONA));
      }
    }
  });

  it('answers a persona outside the team on its own', async () => {
    const outsider = getPersona('b4')!;
    const ideas = await engine.generateIdeasForPersona(
      outsider,
      contextFor('retail_banking', 'cards_payments', []),
      2,
      0,
      never,
    );
    expect(ideas).toHaveLength(2);
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
        contextFor('retail_banking', ''),
        2,
        0,
        controller.signal,
      ),
    ).rejects.toMatchObject({
      code: 'AI_CANCELLED',
    });
  });
});

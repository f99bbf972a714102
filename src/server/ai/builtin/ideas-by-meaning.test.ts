import { describe, expect, it } from 'vitest';
import { TEAM_OF_SIX, contextFor } from './idea-test-support';
import { loadIdeaCatalogue } from './load-idea-catalogue';
import { composeTeamIdeas, searchableCatalogue } from './team-composition';

const searchable = searchableCatalogue(loadIdeaCatalogue());
const ideasOf = (composition: ReturnType<typeof composeTeamIdeas>) =>
  [...composition.byPersona.values()].flat();
const titlesOf = (composition: ReturnType<typeof composeTeamIdeas>) =>
  ideasOf(composition).map((idea) => idea.title);

const MULES =
  'Criminals recruit students on social media to let their current accounts receive and pass on stolen money, and we only notice after the funds have gone.';
const MOTOR_FINANCE =
  'Thousands of customers who bought a car on finance through dealers may have paid too much because of hidden dealer commission, and complaints are arriving faster than we can investigate them.';
const APP_SCAMS =
  'Customers are tricked into sending instant transfers to criminals pretending to be the bank or the police, and our reimbursement of these scams grows every quarter.';

describe('ideas chosen by meaning', () => {
  it('answers a money-mule problem with mule patterns, not ones that only share the word "students"', () => {
    const titles = titlesOf(
      composeTeamIdeas(searchable, contextFor('retail_banking', 'deposits_accounts', MULES), 2, 0),
    );
    expect(titles).toEqual(
      expect.arrayContaining(['Mule Account Detection', 'Mule Recruitment Early Warning']),
    );
    expect(titles).not.toContain('Income-Share Education Funding');
  });

  it('answers motor-finance commission redress with redress, and says which part it answers', () => {
    const ideas = ideasOf(
      composeTeamIdeas(searchable, contextFor('retail_banking', 'personal_financing', MOTOR_FINANCE), 2, 0),
    );
    const redress = ideas.find((idea) => idea.title === 'Motor Finance Redress Engine');
    expect(redress?.description).toMatch(
      /addresses the part of your problem about [^.]*(dealer commission|car finance|motor finance)/,
    );
  });

  it('gives every persona of a team of six an idea in the first round when enough patterns fit', () => {
    const problem =
      'Scam proceeds land in the accounts of young customers who sold their debit card and login details, and the money leaves again within minutes.';
    const composition = composeTeamIdeas(
      searchable,
      contextFor('retail_banking', 'cards_payments', problem),
      2,
      0,
    );
    for (const persona of TEAM_OF_SIX)
      expect(composition.byPersona.get(persona.id)?.length, persona.id).toBeGreaterThan(0);
  });

  it('gives ideas to different personas in each round when only a few fit', () => {
    const problem = 'Card fraud disputes take weeks to resolve for our customers.';
    const who = (round: number, previousTitles: string[]) => {
      const composition = composeTeamIdeas(
        searchable,
        contextFor('retail_banking', 'cards_payments', problem, { previousTitles }),
        2,
        round,
      );
      return {
        titles: titlesOf(composition),
        personas: [...composition.byPersona].filter(([, ideas]) => ideas.length > 0).map(([id]) => id),
      };
    };
    const first = who(0, []);
    const second = who(1, first.titles);
    expect(first.personas.length).toBeGreaterThan(0);
    expect(second.personas).not.toEqual(first.personas);
  });

  it('offers nothing rather than far-fetched ideas when no pattern is close to a banking problem', () => {
    const problem =
      'Armoured vans delivering cash to our branches are late every Friday because of roadworks on the ring road.';
    const composition = composeTeamIdeas(
      searchable,
      contextFor('retail_banking', 'deposits_accounts', problem),
      2,
      0,
    );
    expect(composition).toMatchObject({ given: 0, fitting: 0 });
  });

  it('claims a fit only with a part of the problem named, never on a shared word about people alone', () => {
    for (const [subdomain, problem] of [
      ['deposits_accounts', MULES],
      ['cards_payments', APP_SCAMS],
    ] as const) {
      for (const idea of ideasOf(
        composeTeamIdeas(searchable, contextFor('retail_banking', subdomain, problem), 2, 0),
      )) {
        expect(idea.description).not.toMatch(/meant for the people your problem is about/);
        expect(idea.description).toMatch(
          /addresses the part of your problem about|answers your problem as a whole|broader option/,
        );
      }
    }
  });
});

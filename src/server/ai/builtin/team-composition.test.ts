import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEAM_OF_SIX, contextFor, teamOf } from './idea-test-support';
import { loadIdeaCatalogue } from './load-idea-catalogue';
import { composeTeamIdeas, searchableCatalogue } from './team-composition';

const catalogue = loadIdeaCatalogue();
const searchable = searchableCatalogue(catalogue);

const PROBLEM_PAIRS = [
  {
    domain: 'retail_banking',
    subdomain: 'deposits_accounts',
    problems: [
      'Young adults open an account for the switching bonus and leave within months because their salary never moves over.',
      'Older savers keep large balances in easy-access savings paying almost nothing and complain about the rates new customers get.',
    ],
  },
  {
    domain: 'corporate_sme_banking',
    subdomain: 'business_accounts',
    problems: [
      'New limited companies wait weeks for a business account because beneficial ownership checks are done by hand with emailed documents.',
      'Small firms cannot give their bookkeeper and staff limited access to the account, so passwords are shared and payments go out unchecked.',
    ],
  },
  {
    domain: 'wealth_management',
    subdomain: 'investments',
    problems: [
      'Mass-affluent savers are below our advice minimum and leave their money uninvested in cash.',
      'Advisers spend hours writing suitability reports after every review meeting, so clients wait weeks for a recommendation.',
    ],
  },
];

const titlesOf = (composition: ReturnType<typeof composeTeamIdeas>) =>
  [...composition.byPersona.values()].flat().map((idea) => idea.title);
const ideasOf = (composition: ReturnType<typeof composeTeamIdeas>) =>
  [...composition.byPersona.values()].flat();

describe('ideas composed for a team', () => {
  it('lets the problem decide: two different problems of one subdomain share at most 1 idea in 4', () => {
    for (const { domain, subdomain, problems } of PROBLEM_PAIRS) {
      const [first, second] = problems.map((problem) =>
        titlesOf(composeTeamIdeas(searchable, contextFor(domain, subdomain, problem), 2, 0)),
      );
      const shared = second!.filter((title) => first!.includes(title));
      expect(shared.length / second!.length, `${subdomain}: ${shared.join(', ')}`).toBeLessThanOrEqual(0.25);
    }
  });

  it("says in the pattern's plain words which part of the problem an idea answers, without quoting it", () => {
    const context = contextFor('wealth_management', 'investments', PROBLEM_PAIRS[2]!.problems[1]!);
    const [best] = ideasOf(composeTeamIdeas(searchable, context, 2, 0));
    expect(best?.title).toBe('Suitability Report Drafting');
    expect(best?.description).toMatch(
      /addresses the part of your problem about [^.]*(slow recommendations|suitability reports)/,
    );
    for (const idea of ideasOf(composeTeamIdeas(searchable, context, 2, 0)))
      expect(idea.description).not.toMatch(/[“”"]/);
  });

  it('never cites the customers a problem names as the part of the problem an idea answers', () => {
    const problem =
      'Small firms wait weeks for an overdraft decision and send us piles of paperwork, so many give up.';
    const ideas = ideasOf(
      composeTeamIdeas(searchable, contextFor('corporate_sme_banking', 'business_accounts', problem), 2, 0),
    );
    expect(ideas.length).toBeGreaterThan(0);
    for (const idea of ideas) expect(idea.description).not.toMatch(/part of your problem about small firms/);
  });

  it('leaves out ideas that do not fit, and offers only near options, marked broader, once no fit is left', () => {
    const problem = PROBLEM_PAIRS[2]!.problems[1]!;
    const first = composeTeamIdeas(searchable, contextFor('wealth_management', 'investments', problem), 2, 0);
    expect(first.given).toBe(first.fitting);
    expect(first.given).toBeLessThan(first.asked);
    expect(ideasOf(first).some((idea) => idea.description.includes('broader option'))).toBe(false);

    const shown = titlesOf(first);
    let next = first;
    for (let round = 1; next.fitting > 0 && round < 10; round += 1) {
      const context = contextFor('wealth_management', 'investments', problem, { previousTitles: [...shown] });
      next = composeTeamIdeas(searchable, context, 2, round);
      if (next.fitting > 0) shown.push(...titlesOf(next));
    }
    // Never a far-fetched idea to make up numbers: at most one near option per persona, each marked.
    expect(next).toMatchObject({ fitting: 0, seenBefore: true });
    for (const ideas of next.byPersona.values()) expect(ideas.length).toBeLessThanOrEqual(1);
    for (const idea of ideasOf(next)) {
      expect(idea.description).toContain('A broader option for this area rather than a direct answer');
      expect(shown).not.toContain(idea.title);
    }
  });

  it("uses each pattern's own title, and never gives two personas the same idea", () => {
    const titles = new Set(catalogue.patterns.map((pattern) => pattern.title));
    for (const { domain, subdomain, problems } of PROBLEM_PAIRS) {
      const ideas = titlesOf(composeTeamIdeas(searchable, contextFor(domain, subdomain, problems[0]!), 5, 0));
      expect(new Set(ideas).size).toBe(ideas.length);
      for (const title of ideas) expect(titles.has(title), title).toBe(true);
    }
  });

  it("lets a persona's expertise change which of the close fits they propose", () => {
    // A problem many patterns answer; with only one or two fits every persona rightly gets the same.
    const problem =
      'Customers are tricked into sending instant transfers to criminals pretending to be the bank or the police, and our reimbursement of these scams grows every quarter.';
    const picks = (id: string) =>
      titlesOf(
        composeTeamIdeas(
          searchable,
          contextFor('retail_banking', 'cards_payments', problem, { team: teamOf(id) }),
          2,
          0,
        ),
      ).join(' + ');
    const sets = new Set(['t1', 'b4', 'c1', 't2', 'b1', 'c2'].map(picks));
    expect(sets.size).toBeGreaterThan(1);
  });

  it('keeps retail safeguards off business products', () => {
    const retailBanker = teamOf('b1');
    const businessProblems = [
      ...PROBLEM_PAIRS.filter((pair) => pair.domain === 'corporate_sme_banking'),
      {
        domain: 'corporate_sme_banking',
        subdomain: 'payments_collection',
        problems: [
          'Small firms in financial difficulty miss direct debits and we chase them with harsh letters.',
        ],
      },
    ];
    for (const { domain, subdomain, problems } of businessProblems) {
      for (const problem of problems) {
        const context = contextFor(domain, subdomain, problem, { team: retailBanker });
        for (const idea of ideasOf(composeTeamIdeas(searchable, context, 5, 0))) {
          expect(idea.description).not.toMatch(/customer vulnerability|consumer lending|retail deposit/i);
        }
      }
    }
  });

  it('repeats no idea over three Regenerate rounds, with or without the titles already shown', () => {
    for (const team of [teamOf('c1', 't1', 'b1'), TEAM_OF_SIX]) {
      for (const { domain, subdomain, problems } of PROBLEM_PAIRS) {
        const shown: string[] = [];
        const replayed: string[] = [];
        for (let round = 0; round < 3; round += 1) {
          const context = contextFor(domain, subdomain, problems[0]!, { team, previousTitles: [...shown] });
          shown.push(...titlesOf(composeTeamIdeas(searchable, context, 2, round)));
          replayed.push(
            ...titlesOf(
              composeTeamIdeas(searchable, contextFor(domain, subdomain, problems[0]!, { team }), 2, round),
            ),
          );
        }
        expect(new Set(shown).size, subdomain).toBe(shown.length);
        expect(new Set(replayed).size, subdomain).toBe(replayed.length);
      }
    }
  });

  it('gives a new set on Regenerate whatever round number a client sends without the titles shown', () => {
    const { domain, subdomain, problems } = PROBLEM_PAIRS[0]!;
    const round = (variant: number) =>
      titlesOf(composeTeamIdeas(searchable, contextFor(domain, subdomain, problems[1]!), 2, variant));
    const first = round(0);
    for (const variant of [1, 5, 10, 997]) {
      expect(
        round(variant).filter((title) => first.includes(title)),
        String(variant),
      ).toEqual([]);
    }
  });

  it("shows a title once when a bank's own pattern repeats one of ours", () => {
    const ours = catalogue.patterns.find((pattern) => pattern.id === 'inv-suitability-report-drafting')!;
    const dir = mkdtempSync(join(tmpdir(), 'bank-patterns-'));
    const { domain, subdomain, ...pattern } = ours;
    const file = { domain, subdomain, patterns: [{ ...pattern, id: 'bank-report-drafting' }] };
    writeFileSync(join(dir, 'own.json'), JSON.stringify(file));
    const withOwn = searchableCatalogue(loadIdeaCatalogue({ extraDir: dir }));
    const context = contextFor(domain, subdomain, PROBLEM_PAIRS[2]!.problems[1]!);
    const titles = titlesOf(composeTeamIdeas(withOwn, context, 2, 0));
    expect(titles.filter((title) => title === ours.title)).toHaveLength(1);
  });

  it('gives the same ideas for the same request and round', () => {
    const context = () =>
      contextFor('corporate_sme_banking', 'business_accounts', PROBLEM_PAIRS[1]!.problems[0]!);
    expect(composeTeamIdeas(searchable, context(), 2, 1)).toEqual(
      composeTeamIdeas(searchable, context(), 2, 1),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { scoreSuggestionsRequestSchema } from '../../../domain/score-suggestions';
import { loadIdeaCatalogue } from './load-idea-catalogue';
import { suggestScoresFromEvidence as suggestWith } from './suggest-scores';
import { searchableCatalogue } from './team-composition';

const catalogue = searchableCatalogue(loadIdeaCatalogue());
const suggestScoresFromEvidence = (input: Parameters<typeof suggestWith>[0]) => suggestWith(input, catalogue);

const request = (ideas: { id: string; title: string; description: string }[], problemStatement = PROBLEM) =>
  scoreSuggestionsRequestSchema.parse({
    domain: 'retail_banking',
    subdomain: 'cards_payments',
    problemStatement,
    ideas: ideas.map((idea) => ({ ...idea, type: 'Product' })),
  });

const PROBLEM = 'Card fraud disputes take our customers three weeks to resolve, with several calls each.';

const strong = {
  id: 'strong',
  title: 'Instant Dispute Refund Desk',
  description:
    'Cardholders who report card fraud get the disputed amount back at once while the dispute is investigated. Seen at: several UK challenger banks. Risk to manage: first-party fraud on refunded disputes.',
};
const remote = {
  id: 'remote',
  title: 'Branch Coffee Corner',
  description: 'A nicer place to wait.',
};

describe('built-in score suggestions', () => {
  it('scores an idea with evidence that answers the problem above one without', () => {
    const [good, weak] = suggestScoresFromEvidence(request([strong, remote]));
    expect(good).toMatchObject({ ideaId: 'strong' });
    expect(weak).toMatchObject({ ideaId: 'remote' });
    expect(good!.appealScore).toBeGreaterThan(weak!.appealScore);
    expect(good!.fitScore).toBeGreaterThan(weak!.fitScore);
    for (const suggestion of [good!, weak!]) {
      expect(Number.isInteger(suggestion.appealScore) && suggestion.appealScore <= 10).toBe(true);
      expect(Number.isInteger(suggestion.fitScore) && suggestion.fitScore <= 10).toBe(true);
    }
  });

  it('says in one line what it counted', () => {
    const [good, weak] = suggestScoresFromEvidence(request([strong, remote]));
    expect(good!.reason).toMatch(
      /^Names a customer segment, a precedent and a risk; (proposes something close in meaning to an answer to|is related to) your problem[^;]*; speaks to Cards & Payments\.$/,
    );
    expect(weak!.reason).toBe(
      'Names no segment, precedent or risk; is not close in meaning to your problem; does not mention Cards & Payments.',
    );
    expect(good!.reason).not.toMatch(/\n/);
  });

  describe('on an APP-scam problem', () => {
    const scams =
      'Customers are tricked into sending instant transfers to criminals pretending to be the bank or the police, and our reimbursement of these scams grows every quarter.';
    const payee = {
      id: 'payee',
      title: 'Confirmation of Payee everywhere',
      description: 'Check the payee name on every transfer before it is sent.',
    };
    const coffee = {
      id: 'coffee',
      title: 'Free coffee in branches',
      description: 'Give customers a free coffee when they visit a branch.',
    };
    const stuffed = {
      id: 'stuffed',
      title: 'Scams transfers criminals police',
      description:
        'Customers tricked into sending instant transfers to criminals pretending bank police reimbursement scams quarter scams scams transfers.',
    };

    it('ranks "Confirmation of Payee everywhere" above "free coffee in branches"', () => {
      const [good, weak] = suggestScoresFromEvidence(request([payee, coffee], scams));
      expect(good!.fitScore).toBeGreaterThan(weak!.fitScore);
      expect(good!.appealScore).toBeGreaterThanOrEqual(weak!.appealScore);
      expect(good!.reason).toContain('close in meaning to an answer to your problem');
    });

    it("gives keyword stuffing with the problem's words nothing for them", () => {
      const [stuffing, weak] = suggestScoresFromEvidence(request([stuffed, coffee], scams));
      expect(stuffing!.fitScore).toBe(weak!.fitScore);
      expect(stuffing!.fitScore).toBeLessThan(5);
      expect(stuffing!.reason).toContain('mostly repeats your problem');
    });
  });

  it('is deterministic', () => {
    const input = request([strong, remote]);
    expect(suggestScoresFromEvidence(input)).toEqual(suggestScoresFromEvidence(input));
  });

  it('works without a problem statement and with an unknown focus area', () => {
    const [only] = suggestScoresFromEvidence(
      scoreSuggestionsRequestSchema.parse({
        domain: 'space_banking',
        ideas: [{ ...remote, type: 'Service' }],
      }),
    );
    expect(only!.reason).toContain('does not mention space banking');
    expect(only!.fitScore).toBeGreaterThanOrEqual(0);
  });
});

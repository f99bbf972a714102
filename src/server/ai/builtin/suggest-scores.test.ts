import { describe, expect, it } from 'vitest';
import { scoreSuggestionsRequestSchema } from '../../../domain/score-suggestions';
import { suggestScoresFromEvidence } from './suggest-scores';

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

  it('says in one line what it counted, in the problem\'s own words', () => {
    const [good, weak] = suggestScoresFromEvidence(request([strong, remote]));
    expect(good!.reason).toBe(
      'Names a customer segment, a precedent and a risk; shares 3 key words with your problem (card, fraud, disputes); speaks to Cards & Payments.',
    );
    expect(weak!.reason).toBe(
      'Names no segment, precedent or risk; shares no key word with your problem; does not mention Cards & Payments.',
    );
    expect(good!.reason).not.toMatch(/\n/);
  });

  it('is deterministic', () => {
    const input = request([strong, remote]);
    expect(suggestScoresFromEvidence(input)).toEqual(suggestScoresFromEvidence(input));
  });

  it('works without a problem statement and with an unknown focus area', () => {
    const [only] = suggestScoresFromEvidence(
      scoreSuggestionsRequestSchema.parse({ domain: 'space_banking', ideas: [{ ...remote, type: 'Service' }] }),
    );
    expect(only!.reason).toContain('does not mention space banking');
    expect(only!.fitScore).toBeGreaterThanOrEqual(0);
  });
});

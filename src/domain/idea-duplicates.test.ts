import { describe, expect, it } from 'vitest';
import { DUPLICATE_THRESHOLD, findDuplicateIdeas } from './idea-duplicates';
import type { Idea } from './journey-state';

let counter = 0;
function idea(title: string, description: string, personaSource = 'Sofia Martinez'): Idea {
  counter += 1;
  return { id: `idea-${counter}`, title, description, type: 'Product', personaSource, votes: 0 };
}

/** One round as a team sees it: distinct ideas of one subdomain, in the catalogue's style. */
const cardsRound = [
  idea(
    'Instant Dispute Refund Desk',
    'Refund the disputed card amount at once while the claim is investigated, with one case number and status updates in the app. Built for cardholders who wait weeks for a chargeback. Risk to manage: first-party fraud on refunded disputes. Seen at: several UK challenger banks.',
  ),
  idea(
    'Merchant Descriptor Clarity',
    'Show the merchant logo, trading name and location beside every card transaction, so customers recognise what they bought instead of calling. Built for everyday cardholders who do not recognise cryptic statement lines. Risk to manage: merchant data quality from the acquirer.',
  ),
  idea(
    'Card Controls by Category',
    'Let cardholders switch off gambling, online or abroad spending per card in the app, with instant effect. Built for customers protecting themselves or a family member. Risk to manage: declined payments customers did not expect. Seen at: Monzo and Starling.',
  ),
  idea(
    'Subscription Tracker and Cancel',
    'List every recurring card payment found in the history and let the customer cancel or pause one from the app. Built for customers paying for services they no longer use. Risk to manage: merchants that ignore cancellations under card scheme rules.',
  ),
  idea(
    'Virtual Cards for Online Shopping',
    'Issue single-use or merchant-locked virtual card numbers for online purchases, so a leaked number is worthless. Built for customers who shop online often. Risk to manage: tokenisation costs and recurring payments that break when a number expires.',
  ),
  idea(
    'Contactless Limit Self-Service',
    'Let customers lower or raise their contactless limit within the scheme maximum from the app. Built for older customers worried about tap fraud. Risk to manage: higher limits raise fraud losses on lost cards.',
  ),
];

describe('findDuplicateIdeas', () => {
  it('finds no duplicates among distinct ideas of one subdomain that share its vocabulary', () => {
    expect(findDuplicateIdeas(cardsRound)).toEqual([]);
  });

  it.each([
    [
      'a person restating a generated idea in their own words',
      idea('Refund card disputes immediately', 'Give customers their money back straight away when they dispute a card payment, and investigate the claim afterwards.', 'You'),
      cardsRound[0]!,
    ],
    [
      'two personas proposing the same control with different stock words',
      idea('Safeguarded Card Controls Copilot', 'Cardholders switch categories such as gambling or spending abroad on and off per card in the app. Risk to manage: unexpected declined payments.', 'Li Wei'),
      cardsRound[2]!,
    ],
    [
      'the same idea in a later round with a new label',
      idea('Real-Time Subscription Tracker', 'Find every recurring card payment in the transaction history and let customers pause or cancel one in the app.', 'Marcus Johnson'),
      cardsRound[3]!,
    ],
    [
      'a short title-only idea a user added with an accent and plural',
      idea('Virtual cards for online purchases', 'Single-use virtual card numbers for shopping online.', 'You'),
      cardsRound[4]!,
    ],
  ])('pairs %s', (_name, added, original) => {
    const pairs = findDuplicateIdeas([...cardsRound, added]);
    expect(pairs).toHaveLength(1);
    expect([pairs[0]!.first.id, pairs[0]!.second.id].sort()).toEqual([original.id, added.id].sort());
    expect(pairs[0]!.similarity).toBeGreaterThanOrEqual(DUPLICATE_THRESHOLD);
  });

  it('pairs ideas with the same title whatever their descriptions say', () => {
    const again = idea('Card controls by category', '');
    expect(findDuplicateIdeas([cardsRound[2]!, again])).toHaveLength(1);
  });

  it('leaves out pairs the team kept apart, and puts each idea in one pair at most', () => {
    const copyA = idea(cardsRound[1]!.title, cardsRound[1]!.description);
    const copyB = idea(cardsRound[1]!.title, cardsRound[1]!.description);
    const pairs = findDuplicateIdeas([cardsRound[1]!, copyA, copyB]);
    expect(pairs).toHaveLength(1);
    const kept = findDuplicateIdeas([cardsRound[1]!, copyA], [[copyA.id, cardsRound[1]!.id]]);
    expect(kept).toEqual([]);
  });

  it('handles ideas without words', () => {
    expect(findDuplicateIdeas([idea('!!!', ''), idea('???', '')])).toEqual([]);
  });
});

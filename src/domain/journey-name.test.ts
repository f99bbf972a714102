import { describe, expect, it } from 'vitest';
import {
  JOURNEY_NAME_MESSAGES,
  NEW_JOURNEY_NAME,
  journeyNameProblem,
  journeyTitle,
  journeyTitleOfState,
  nameFromProblem,
  suggestJourneyName,
  uniqueJourneyName,
} from './journey-name';
import { createInitialJourneyState } from './journey-state';
import { problemExamples } from './problem-examples';

describe('nameFromProblem', () => {
  it('names a problem about a thing by that thing', () => {
    expect(
      nameFromProblem('Card fraud disputes take our customers up to three weeks to resolve, and many call.'),
    ).toBe('Card fraud disputes');
    expect(nameFromProblem('Mortgage approvals are too slow')).toBe('Mortgage approvals');
    expect(nameFromProblem('Our branches and app give different answers to the same question.')).toBe(
      'Branches and app',
    );
  });

  it('names a problem about people by what troubles them, and for whom', () => {
    expect(
      nameFromProblem(
        'Small business owners wait up to four weeks for a working-capital decision, so they turn elsewhere.',
      ),
    ).toBe('Working-capital decision for small business owners');
    expect(
      nameFromProblem('Customers abandon our digital onboarding halfway because it asks for documents.'),
    ).toBe('Digital onboarding for customers');
    expect(nameFromProblem('Our SME clients reconcile incoming payments by hand every week.')).toBe(
      'Incoming payments for SME clients',
    );
    expect(nameFromProblem('Farmers cannot get seasonal loans in time for planting.')).toBe(
      'Seasonal loans for farmers',
    );
    expect(nameFromProblem('Small exporters wait for letters of credit.')).toBe(
      'Letters of credit for small exporters',
    );
  });

  it('keeps the people as the name when nothing after the verb names a topic', () => {
    expect(
      nameFromProblem('Clients inheriting wealth rarely stay with us: we know the first generation well.'),
    ).toBe('Clients inheriting wealth');
    expect(nameFromProblem('Card holders abroad are declined at the till without knowing why.')).toBe(
      'Card holders abroad',
    );
  });

  it('is a short phrase, never the sentence cut off, for every example statement', () => {
    const examples = ['retail_banking', 'corporate_sme_banking', 'wealth_management', 'other'].flatMap(
      problemExamples,
    );
    for (const example of examples) {
      const name = nameFromProblem(example);
      expect(name.split(' ').length, example).toBeLessThanOrEqual(8);
      expect(name.length, example).toBeLessThanOrEqual(60);
      expect(name, example).not.toMatch(/[.,:;…]$/);
      // A phrase, not a sentence: no verb of the statement comes with it.
      expect(name.toLowerCase(), example).not.toMatch(
        /\b(take|wait|open|spend|abandon|give|reconcile|stay|move|is|are|do|does)\b/,
      );
      expect(name).toMatch(/^\p{Lu}/u);
    }
  });

  it('gives different examples different names', () => {
    const examples = ['retail_banking', 'corporate_sme_banking', 'wealth_management', 'other'].flatMap(
      problemExamples,
    );
    expect(new Set(examples.map(nameFromProblem)).size).toBe(examples.length);
  });

  it('keeps a number that ends the words, so numbered journeys stay apart', () => {
    expect(nameFromProblem('Branch queue journey 51')).toBe('Branch queue journey 51');
    expect(nameFromProblem('Only 5% of SMEs use our app for invoices.')).toBe('App for SMEs');
  });

  it('keeps acronyms and accents as written', () => {
    expect(nameFromProblem('SMEs wait four weeks for a working-capital décision.')).toBe(
      'Working-capital décision for SMEs',
    );
  });

  it('answers empty when the statement has no words', () => {
    expect(nameFromProblem('')).toBe('');
    expect(nameFromProblem('   ... ')).toBe('');
  });
});

describe('suggestJourneyName and journeyTitle', () => {
  it('names a journey state by its name, else by its problem or banking area', () => {
    const state = {
      ...createInitialJourneyState(),
      problemStatement: 'Mortgage approvals are too slow.',
      selectedDomain: 'retail_banking',
    };
    expect(journeyTitleOfState(state)).toBe('Mortgage approvals');
    expect(journeyTitleOfState({ ...state, problemStatement: '' })).toBe('Retail Banking journey');
    expect(journeyTitleOfState({ ...state, journeyName: 'Mortgage in a day' })).toBe('Mortgage in a day');
  });

  it('prefers the name people gave, then the problem, then the banking area, and never a generic title', () => {
    const problem = 'Card disputes take three weeks for our customers.';
    expect(journeyTitle({ name: '  Dispute fast lane ', problemStatement: problem })).toBe(
      'Dispute fast lane',
    );
    expect(journeyTitle({ name: '', problemStatement: problem })).toBe('Card disputes');
    expect(
      suggestJourneyName({ problemStatement: '', domain: 'retail_banking', subdomain: 'cards_payments' }),
    ).toBe('Cards & Payments journey');
    expect(suggestJourneyName({ problemStatement: '', domain: 'retail_banking', subdomain: '' })).toBe(
      'Retail Banking journey',
    );
    expect(suggestJourneyName({ problemStatement: '' })).toBe(NEW_JOURNEY_NAME);
    for (const title of [
      journeyTitle({ name: '', problemStatement: problem }),
      suggestJourneyName({ problemStatement: '' }),
    ]) {
      expect(title).not.toMatch(/Innovation Journey|Untitled Journey/);
    }
  });
});

describe('uniqueJourneyName', () => {
  it('keeps a name nobody uses and numbers one the workspace already has, whatever the case and spacing', () => {
    expect(uniqueJourneyName('Card disputes', ['Mortgage approvals'])).toBe('Card disputes');
    expect(uniqueJourneyName('Card disputes', ['card  disputes '])).toBe('Card disputes 2');
    expect(uniqueJourneyName('Card disputes', ['Card disputes', 'Card disputes 2', 'Card disputes 4'])).toBe(
      'Card disputes 3',
    );
  });
});

describe('journeyNameProblem', () => {
  it('asks for a name when it is empty and a shorter one when it is too long', () => {
    expect(journeyNameProblem('   ')).toBe(JOURNEY_NAME_MESSAGES.empty);
    expect(journeyNameProblem('n'.repeat(201))).toBe(JOURNEY_NAME_MESSAGES.tooLong);
    expect(journeyNameProblem(' Dispute fast lane ')).toBeNull();
  });
});

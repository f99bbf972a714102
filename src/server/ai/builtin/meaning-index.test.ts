import { describe, expect, it } from 'vitest';
import { embedText } from '../../../domain/text-embedding';
import { cosine } from '../../../domain/vector-math';
import { createMeaningIndex, lexicalShare } from './meaning-index';
import { bundledWordVectors } from './word-vectors';

const vectors = bundledWordVectors();
const similarity = (a: string, b: string) =>
  cosine(embedText(a, vectors).vector, embedText(b, vectors).vector);

describe('bundled word vectors', () => {
  it('hold everyday English and the banking words of our content', () => {
    for (const word of ['money', 'scam', 'mortgage', 'bereavement', 'remittance', 'overdraft', 'mule'])
      expect(vectors.vectorOf(word), word).toBeDefined();
    expect(vectors.size).toBeGreaterThan(20_000);
  });

  it('put a text nearer its paraphrase in other words than a text that shares a word but not the topic', () => {
    const scam = 'Customers are tricked into sending money to fraudsters posing as the bank';
    const paraphrase = similarity(scam, 'Victims of push payment scams transfer funds to criminals');
    expect(paraphrase).toBeGreaterThan(
      similarity(scam, 'The bank sends customers a paper statement every month') + 0.1,
    );
    expect(paraphrase).toBeGreaterThan(
      similarity(scam, 'Customers of the bank are posing for photos at the branch opening'),
    );
    const flood = 'The branch of the river floods the village every winter';
    expect(similarity(flood, 'Rising water and heavy rain damage homes near the riverbank')).toBeGreaterThan(
      similarity(flood, 'Our bank is closing another branch next year'),
    );
  });

  it('embed the same text to the same bits every time, and a text of unknown words to nothing', () => {
    const text = 'Small firms wait weeks for an overdraft decision';
    expect(Array.from(embedText(text, vectors).vector)).toEqual(Array.from(embedText(text, vectors).vector));
    expect(embedText('xqzt vvrrk', vectors)).toMatchObject({ known: 0, unknown: 2 });
  });
});

describe('createMeaningIndex', () => {
  const sheets = [
    {
      title: 'Money mules',
      keywords: ['mule accounts', 'laundering'],
      body: 'Criminals recruit young people to receive stolen funds in their accounts and pass them on.',
    },
    {
      title: 'Bereavement service',
      keywords: ['death', 'estate'],
      body: 'When a customer dies, the family needs one contact to close accounts and settle the estate.',
    },
    {
      title: 'Card controls',
      keywords: ['gambling block', 'card freeze'],
      body: 'Customers switch off categories of spending on a card in the app.',
    },
  ];
  const index = createMeaningIndex(sheets, vectors);

  it('finds an entry by meaning when the query shares none of its words', () => {
    const [best] = index.search(
      'students are paid to let criminals launder cash through their current account',
      { k: 1 },
    );
    expect(best?.entry.title).toBe('Money mules');
    const [next] = index.search('my father passed away and I must tell the bank', { k: 1 });
    expect(next?.entry.title).toBe('Bereavement service');
  });

  it('bounds what shared words add, so repeating them gains little', () => {
    expect(lexicalShare(0)).toBe(0);
    expect(lexicalShare(1000)).toBeLessThan(0.3);
    expect(lexicalShare(12)).toBeGreaterThan(lexicalShare(6));
  });

  it('leaves out entries below the minimum score', () => {
    expect(index.search('weather forecast for the football match', { k: 3, minScore: 0.35 })).toEqual([]);
  });
});

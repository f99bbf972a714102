import { describe, expect, it } from 'vitest';
import { answerChat } from './answer-chat';
import { synonymStems } from './chat-synonyms';
import { createKnowledgeBase } from './knowledge-base';
import { loadKnowledgeSheets } from './knowledge-loader';
import { stem } from './text';

describe('chat synonyms', () => {
  it('lets "BNPL" find "buy now pay later", but not "pay" alone find BNPL', () => {
    expect(synonymStems(stem('bnpl'))).toEqual(expect.arrayContaining([stem('pay'), stem('later')]));
    expect(synonymStems(stem('pay'))).not.toContain(stem('bnpl'));
    expect(synonymStems(stem('risk'))).not.toContain(stem('capital'));
  });

  it('answers a question about paying loyal savers less from the savings-rates sheet, not BNPL', () => {
    const sheets = loadKnowledgeSheets();
    const answer = answerChat([{ role: 'user', content: 'May we pay loyal savers less than new customers?' }], createKnowledgeBase(sheets));
    expect(answer.sources[0]).toBe(sheets.find((sheet) => sheet.id === 'consumer-duty-savings')!.title);
  });
});

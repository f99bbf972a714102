import { describe, expect, it } from 'vitest';
import { answerChat, chunkForStreaming, type ChatTurn } from './answer-chat';

const ask = (content: string): ChatTurn[] => [{ role: 'user', content }];

describe('answerChat', () => {
  it('answers a known question with a lead, the entry body, related topics and sources', () => {
    const answer = answerChat(ask('What is Real Win Worth?'));
    expect(answer.matched).toBe(true);
    expect(answer.text).toMatch(/^Here is a short guide to \*\*Real \/ Win \/ Worth\*\*/);
    expect(answer.text).toContain('Is it real?');
    expect(answer.text).toContain('**Related:**');
    expect(answer.sources[0]).toBe('Real / Win / Worth');
    expect(answer.sources.length).toBeGreaterThan(1);
  });

  it('says honestly that it has no good answer for gibberish or off-topic questions', () => {
    for (const question of ['asdkjh qwe zzz', 'what is the weather today', 'football scores']) {
      const answer = answerChat(ask(question));
      expect(answer.matched, question).toBe(false);
      expect(answer.text).toContain("don't have a good answer");
      expect(answer.text).toContain('administrator can connect an LLM provider');
      expect(answer.sources).toEqual([]);
    }
  });

  it('greets, thanks and helps briefly', () => {
    const hello = answerChat(ask('hi'));
    expect(hello.matched).toBe(true);
    expect(hello.text).toMatch(/^Hello!/);
    expect(answerChat(ask('Thanks a lot!')).text).toMatch(/^You're welcome/);
    expect(answerChat(ask('What can you do?')).text).toContain('Real / Win / Worth');
    expect(answerChat(ask('bye')).text).toMatch(/^Goodbye/);
    expect(answerChat(ask('Good morning, team!')).text).toMatch(/^Hello!/);
    expect(answerChat(ask('Who should be on my innovation team?')).sources[0]).toBe(
      'Building a cross-functional innovation team',
    );
    expect(answerChat([]).text).toContain('Here is what I can help with');
  });

  it('answers a question that starts with a greeting', () => {
    const answer = answerChat(ask('Hi! How do I run a brainstorm?'));
    expect(answer.sources[0]).toBe('Running a brainstorm');
  });

  it('reads a short follow-up together with the previous question', () => {
    const first = answerChat(ask('What is Real Win Worth?'));
    const followUp = answerChat([
      { role: 'user', content: 'What is Real Win Worth?' },
      { role: 'assistant', content: first.text },
      { role: 'user', content: 'tell me more' },
    ]);
    expect(followUp.matched).toBe(true);
    expect(followUp.text).toMatch(/^Building on your earlier question/);
    expect(followUp.sources[0]).not.toBe('Real / Win / Worth');
  });

  it('treats a new full question on its own, ignoring the earlier topic', () => {
    const answer = answerChat([
      { role: 'user', content: 'What is Real Win Worth?' },
      { role: 'assistant', content: 'ok' },
      { role: 'user', content: 'How should we think about buy now pay later affordability checks?' },
    ]);
    expect(answer.sources[0]).toBe('Buy now, pay later (BNPL)');
  });
});

describe('chunkForStreaming', () => {
  it('splits into word chunks that join back to the original text', () => {
    const text = '  Here is **bold** text.\n\n- a list item\n';
    const chunks = chunkForStreaming(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBe(8);
    expect(chunks.every((chunk) => chunk.trim().split(/\s+/).length === 1)).toBe(true);
  });

  it('handles empty and whitespace-only text', () => {
    expect(chunkForStreaming('')).toEqual([]);
    expect(chunkForStreaming('   ')).toEqual(['   ']);
  });
});

// The e2e suite's stand-in for an OpenAI-compatible model server, run as its own process by
// playwright.config.ts. It answers idea requests with structured JSON naming the persona, Real-Win-Worth
// draft requests with two drafts, and chat
// requests by streaming back hostile Markdown and HTML, so the browser tests can show it stays text.
import { completion, failure, lastUserText, startFakeOpenAiServer, streamed } from '../support/fake-openai-server';

const FAKE_MODEL_PORT = Number(process.env.FAKE_MODEL_PORT);
export const HOSTILE_REPLY_MARKERS = ['<img src=x onerror="window.__xss=1">', '[click me](javascript:window.__xss=2)'];

let counter = 0;

await startFakeOpenAiServer((request) => {
  const userText = lastUserText(request);
  if (userText.includes('PLEASE_FAIL')) return failure(500);
  if (userText.includes('STREAM_SLOWLY')) return streamed(['The first part arrives. ', 'The middle follows. ', 'The end comes last.'], 1500);
  if (request.body.response_format?.json_schema?.name === 'rww_drafts') {
    // Two drafts only: an engine may leave items out, and the screen must show which it drafted.
    const drafts = [
      { itemId: 'marketNeed', answer: 'yes', reason: 'Model draft: the problem statement names a pain customers feel.' },
      { itemId: 'marketSizeEnough', answer: 'maybe', reason: 'Model draft: no market size has been entered yet.' },
    ];
    return completion(JSON.stringify({ drafts }));
  }
  if (request.body.response_format) {
    const persona = /Name: ([^\n]+)/.exec(request.body.messages.map((message) => message.content).join('\n'))?.[1]?.trim() ?? 'Expert';
    counter += 1;
    const ideas = [1, 2].map((n) => ({
      title: `Model idea ${counter}.${n} from ${persona}`,
      description: `A model-written idea number ${n} for ${persona}, specific enough to be scored and validated by the team.`,
      type: n === 1 ? 'Product' : 'Process',
    }));
    return completion(JSON.stringify({ ideas }));
  }
  return streamed([`You asked: ${userText.slice(0, 200)}\n\n`, `${HOSTILE_REPLY_MARKERS[0]} `, HOSTILE_REPLY_MARKERS[1]!], 20);
}, FAKE_MODEL_PORT);
console.log(`Fake model server on http://127.0.0.1:${FAKE_MODEL_PORT}/v1`);

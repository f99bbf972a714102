import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the fake server received it. */
export interface FakeChatRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name?: string; schema: unknown } };
  };
}

/** What the fake answers: a completion, a stream of deltas, an HTTP error or any raw body. */
export type FakeReply = { delayMs?: number } & (
  | { kind: 'completion'; content: string }
  | { kind: 'stream'; chunks: string[]; chunkDelayMs?: number }
  | { kind: 'status'; status: number; body?: string }
  | { kind: 'raw'; body: string }
);

export type FakeHandler = (request: FakeChatRequest) => FakeReply | Promise<FakeReply>;

export const completion = (content: string, delayMs = 0): FakeReply => ({
  kind: 'completion',
  content,
  delayMs,
});
export const ideasCompletion = (ideas: unknown[], delayMs = 0): FakeReply =>
  completion(JSON.stringify({ ideas }), delayMs);
export const streamed = (chunks: string[], chunkDelayMs = 0): FakeReply => ({
  kind: 'stream',
  chunks,
  chunkDelayMs,
});
export const failure = (status: number, body = '{"error":{"message":"upstream failure"}}'): FakeReply => ({
  kind: 'status',
  status,
  body,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function completionBody(model: string, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function chunkBody(model: string, delta: Record<string, string>, finishReason: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

async function writeStream(
  response: ServerResponse,
  model: string,
  reply: Extract<FakeReply, { kind: 'stream' }>,
) {
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  for (const [index, text] of reply.chunks.entries()) {
    if (index > 0 && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    if (response.destroyed) return;
    response.write(
      `data: ${JSON.stringify(chunkBody(model, index === 0 ? { role: 'assistant', content: text } : { content: text }, null))}\n\n`,
    );
  }
  response.write(`data: ${JSON.stringify(chunkBody(model, {}, 'stop'))}\n\n`);
  response.end('data: [DONE]\n\n');
}

async function answer(response: ServerResponse, request: FakeChatRequest, reply: FakeReply) {
  if (reply.delayMs) await sleep(reply.delayMs);
  if (response.destroyed) return;
  switch (reply.kind) {
    case 'completion':
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(completionBody(request.body.model, reply.content)));
      return;
    case 'stream':
      await writeStream(response, request.body.model, reply);
      return;
    case 'status':
      response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(reply.body ?? '');
      return;
    case 'raw':
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(reply.body);
      return;
  }
}

async function readBody(message: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of message) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export interface FakeOpenAiServer {
  /** For AI_BASE_URL: the SDK appends /chat/completions. */
  baseUrl: string;
  requests: FakeChatRequest[];
  setHandler(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** An OpenAI-compatible chat-completions peer on 127.0.0.1 and a random port, scripted per test. */
export async function startFakeOpenAiServer(
  initial: FakeHandler = () => failure(500),
  port = 0,
): Promise<FakeOpenAiServer> {
  let handler = initial;
  const requests: FakeChatRequest[] = [];
  const server = createServer((message, response) => {
    void (async () => {
      if (message.method !== 'POST' || message.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const request: FakeChatRequest = {
        path: message.url,
        authorization: message.headers.authorization,
        body: JSON.parse(await readBody(message)) as FakeChatRequest['body'],
      };
      requests.push(request);
      await answer(response, request, await handler(request));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    setHandler: (next) => {
      handler = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The text of the last user message in a request: where our prompts put the task. */
export function lastUserText(request: FakeChatRequest): string {
  return request.body.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
}

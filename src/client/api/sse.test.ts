import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './sse';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readServerSentEvents(stream)) events.push(event);
  return events;
}

describe('readServerSentEvents', () => {
  it('reads named events whose blocks are split across chunks', async () => {
    const events = await collect(streamOf('event: persona\ndata: {"a":', '1}\n\nevent: done\r\ndata: {}\r\n\r\n'));
    expect(events).toEqual([
      { event: 'persona', data: '{"a":1}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins multi-line data, defaults the event name and skips comments', async () => {
    const events = await collect(streamOf(': keep-alive\n\ndata: line one\ndata: line two\n\n'));
    expect(events).toEqual([{ event: 'message', data: 'line one\nline two' }]);
  });

  it('keeps a last event that has no closing blank line', async () => {
    expect(await collect(streamOf('event: delta\ndata: tail'))).toEqual([{ event: 'delta', data: 'tail' }]);
  });
});

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** Splits a complete text/event-stream body into events with their JSON data parsed. */
export function parseEventStream(body: string): ServerSentEvent[] {
  return body
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice('event:'.length).trim();
        else if (line.startsWith('data:')) data.push(line.slice('data:'.length).replace(/^ /, ''));
      }
      const text = data.join('\n');
      return { event, data: text ? (JSON.parse(text) as unknown) : null };
    });
}

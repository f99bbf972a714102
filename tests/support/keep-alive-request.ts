import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';

export interface KeepAliveAnswer {
  status: number;
  text: string;
  /** The connection that carried it, left open for reuse unless the server closes it. */
  socket: Socket;
}

/** One request on its own keep-alive connection, which a browser would keep for the next request. */
export function keepAliveRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<KeepAliveAnswer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text, socket: outgoing.socket! }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** Resolves when the connection is closed, by either side. */
export function closed(socket: Socket): Promise<void> {
  return socket.destroyed
    ? Promise.resolve()
    : new Promise((resolve) => socket.once('close', () => resolve()));
}

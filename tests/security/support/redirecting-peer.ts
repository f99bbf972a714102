import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An "approved" endpoint that answers every call with a redirect to the internal service. */
export async function startRedirectingPeer(target: string) {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    request.resume();
    response.writeHead(307, { Location: `${target}/stolen` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

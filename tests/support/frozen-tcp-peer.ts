import { once } from 'node:events';
import { type AddressInfo, type Socket, createServer } from 'node:net';

/**
 * A TCP peer that accepts connections and reads everything sent to it, but answers nothing until
 * told to: a Redis frozen with SIGSTOP, as its clients see it (the connection stays open and
 * writes succeed).
 */
export async function startFrozenTcpPeer() {
  const sockets = new Set<Socket>();
  let received = '';
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.once('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  /** Each command the peer was sent (RESP arrays), by name, in order. */
  const commandNames = () => [...received.matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)].map((match) => match[1]!.toUpperCase());
  return {
    url: `redis://127.0.0.1:${port}`,
    commandNames,
    /** Wakes up: answers every command received so far with the integer 0, as PUBLISH would. */
    answerAll() {
      const replies = ':0\r\n'.repeat(commandNames().length);
      received = '';
      for (const socket of sockets) socket.write(replies);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

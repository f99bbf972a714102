import { once } from 'node:events';
import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';

/** A TCP relay on 127.0.0.1 whose link to the target can be cut and restored, like a network outage. */
export interface TcpProxy {
  port: number;
  /** Resets every open connection and refuses new ones until `restore`. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  const relay = (client: Socket) => {
    const upstream = connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  const listen = async (port: number): Promise<Server> => {
    const server = createServer(relay);
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    return server;
  };

  let server: Server | undefined = await listen(0);
  const port = (server.address() as AddressInfo).port;

  const cut = async () => {
    const closing = server;
    server = undefined;
    // close() only resolves once every connection has ended, which the resets below bring about.
    const closed = new Promise((resolve) => (closing ? closing.close(resolve) : resolve(undefined)));
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };

  return {
    port,
    cut,
    restore: async () => {
      server ??= await listen(port);
    },
    close: cut,
  };
}

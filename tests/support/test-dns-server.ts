import { type Socket, createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

export interface TestDnsServer {
  /** `127.0.0.1:port`, as SSO_DNS_SERVERS takes it. */
  address: string;
  publishTxt(name: string, value: string): void;
  close(): Promise<void>;
}

/** A DNS server over UDP that answers TXT questions for the records a test publishes, and nothing else. */
export async function startDnsServer(port = 0): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const socket: Socket = createSocket('udp4');
  socket.on('message', (message, peer) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    const values = question?.type === 'TXT' ? (records.get(question.name.toLowerCase()) ?? []) : [];
    const answer = dnsPacket.encode({
      id: query.id,
      type: 'response',
      flags: dnsPacket.AUTHORITATIVE_ANSWER | (values.length === 0 ? 3 : 0),
      questions: query.questions,
      answers: values.map((value) => ({ type: 'TXT' as const, class: 'IN' as const, name: question!.name, ttl: 1, data: value })),
    });
    socket.send(answer, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  const { port: bound } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${bound}`,
    publishTxt: (name, value) => records.set(name.toLowerCase(), [...(records.get(name.toLowerCase()) ?? []), value]),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

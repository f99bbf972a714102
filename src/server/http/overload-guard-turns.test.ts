import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { type AddressInfo } from 'node:net';
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../app-env';
import { overloadGuard } from './overload-guard';

/** Work that holds the event loop, as a SQLite write does. */
function holdTheLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

function get(port: number, agent: Agent | false, path = '/work'): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

async function listen(app: Hono<AppEnv>): Promise<number> {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server!.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

const until = (condition: () => boolean) => vi.waitUntil(condition, { timeout: 5_000, interval: 5 });

let server: ServerType | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

describe('the overload guard on a real connection', () => {
  it('serves people who connect while others keep it busy after about a round of the others, not ten', async () => {
    const guard = overloadGuard(
      { maxActive: 16, maxWaiting: 1_000, maxWaitMs: 30_000 },
      { exempt: () => false, preferred: () => false, lag: () => 0 },
    );
    const app = new Hono<AppEnv>().use('*', guard.middleware).get('/work', (c) => {
      holdTheLoop(3);
      return c.text('done');
    });
    const port = await listen(app);

    // Forty people already connected send their next request as soon as the last is answered.
    const LOOPERS = 40;
    const connected = new Agent({ keepAlive: true, maxSockets: LOOPERS });
    await Promise.all(Array.from({ length: LOOPERS }, () => get(port, connected)));
    let answeredToLoopers = 0;
    let newcomersDone = false;
    const loops = Array.from({ length: LOOPERS }, async () => {
      while (!newcomersDone) {
        await get(port, connected);
        answeredToLoopers += 1;
      }
    });
    // Ten more open their first connection at the same moment.
    const waitedThrough: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        await get(port, false);
        waitedThrough.push(answeredToLoopers);
      }),
    );
    newcomersDone = true;
    await Promise.all(loops);
    connected.destroy();

    // libuv accepts one connection per turn of the event loop. Before turns had a budget, each turn
    // served every looper once, so the last newcomer waited through ten rounds of the others; now
    // a turn serves a few, and a newcomer waits through about one round of the queue.
    expect(Math.max(...waitedThrough)).toBeLessThan(3 * LOOPERS);
  });

  it('gives the place of a client that hung up while waiting to the next one', async () => {
    const guard = overloadGuard(
      { maxActive: 1, maxWaiting: 1, maxWaitMs: 30_000 },
      { exempt: () => false, preferred: () => false, lag: () => 0 },
    );
    let finishFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (finishFirst = resolve));
    const app = new Hono<AppEnv>()
      .use('*', guard.middleware)
      .get('/held', async (c) => {
        await firstHeld;
        return c.text('done');
      })
      .get('/work', (c) => c.text('done'));
    const port = await listen(app);

    const first = get(port, false, '/held');
    await until(() => guard.report().active === 1);
    const leaving = request({ host: '127.0.0.1', port, path: '/work', agent: false }).on('error', () => {});
    leaving.end();
    await until(() => guard.report().waiting === 1);
    leaving.destroy();
    await until(() => guard.report().waiting === 0);

    const next = get(port, false);
    await until(() => guard.report().waiting === 1);
    finishFirst();
    expect(await first).toBe(200);
    expect(await next).toBe(200);
  });
});

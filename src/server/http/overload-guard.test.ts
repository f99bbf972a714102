import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { OVERLOADED_MESSAGE, overloadGuard } from './overload-guard';

/** A guard in front of two routes, with the event loop as far behind as `lagMs` says. */
function guardedApp(lagMs: number) {
  const guard = overloadGuard(
    { maxActive: 4, maxWaiting: 4, maxWaitMs: 500 },
    { exempt: (c) => c.req.path === '/health', preferred: (c) => c.req.method !== 'GET', lag: () => lagMs },
  );
  const app = new Hono<AppEnv>()
    .use('*', guard.middleware)
    .get('/health', (c) => c.json({ load: guard.report() }))
    .get('/list', (c) => c.json({ listed: true }))
    .post('/save', (c) => c.json({ saved: true }));
  return { app, guard };
}

describe('the overload guard when the event loop stays behind', () => {
  it('refuses reads at once with 503 and Retry-After, still serves changes and health, and says it sheds', async () => {
    const { app, guard } = guardedApp(2000);
    const read = await app.request('/list');
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('1');
    expect(await read.json()).toEqual({ error: { code: 'OVERLOADED', message: OVERLOADED_MESSAGE } });
    expect((await app.request('/save', { method: 'POST' })).status).toBe(200);
    expect(await (await app.request('/health')).json()).toEqual({ load: { shedding: true, active: 0, waiting: 0, refused: 1 } });
    expect(guard.report().refused).toBe(1);
  });

  it('serves reads while the loop keeps up', async () => {
    const { app, guard } = guardedApp(20);
    expect((await app.request('/list')).status).toBe(200);
    expect(guard.report()).toEqual({ shedding: false, active: 0, waiting: 0, refused: 0 });
  });
});

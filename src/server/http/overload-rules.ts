import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { eventLoopLag } from './event-loop-lag';
import type { OverloadRules } from './overload-guard';

/** A journey's event stream stays open for as long as the journey screen does. */
const EVENT_STREAM = /^\/api\/journeys\/[^/]+\/events$/;

/**
 * Which requests the overload guard lets through and which it serves first (docs/decisions.md):
 * health always answers, since it is how an operator sees the shedding; event streams and AI calls
 * hold their request open while they wait for others (a model, a change), so they would take the
 * places of the requests that work, and the AI routes have their own per-person limit. Any request
 * that changes something (sign-in, a save) goes before the reads that wait with it.
 */
export const overloadRules = (lag = eventLoopLag()): OverloadRules => ({
  exempt: (c: Context<AppEnv>) => {
    const path = c.req.path;
    return path === '/api/health' || path.startsWith('/api/ai/') || EVENT_STREAM.test(path);
  },
  preferred: (c: Context<AppEnv>) => c.req.method !== 'GET' && c.req.method !== 'HEAD',
  lag: lag.current,
});

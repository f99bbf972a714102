import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { eventLoopLag } from './event-loop-lag';
import type { OverloadRules } from './overload-guard';

/** A journey's event stream stays open for as long as the journey screen does. */
const EVENT_STREAM = /^\/api\/journeys\/[^/]+\/events$/;
/**
 * Requests that wait on a service outside (Jira, a webhook receiver's test): a stalled one must not
 * hold a place the requests that work need; they have their own cap (outgoing-call-slots.ts).
 */
const CALLS_OUT = /^\/api\/(journeys\/[^/]+\/jira|workspaces\/[^/]+\/(jira(\/check)?|webhooks\/[^/]+\/test))$/;

/**
 * Which requests the overload guard lets through and which it serves first (docs/decisions.md):
 * health always answers, since it is how an operator sees the shedding; event streams and AI calls
 * hold their request open while they wait for others (a model, a change, Jira), so they would take
 * the places of the requests that work; the AI routes have their own per-person limit, and calls
 * out their own cap. Any request
 * that changes something (sign-in, a save) goes before the reads that wait with it.
 */
export const overloadRules = (lag = eventLoopLag()): OverloadRules => ({
  exempt: (c: Context<AppEnv>) => {
    const path = c.req.path;
    const callsOut = c.req.method !== 'GET' && CALLS_OUT.test(path);
    return path === '/api/health' || path.startsWith('/api/ai/') || EVENT_STREAM.test(path) || callsOut;
  },
  preferred: (c: Context<AppEnv>) => c.req.method !== 'GET' && c.req.method !== 'HEAD',
  lag: lag.current,
});

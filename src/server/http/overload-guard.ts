import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { OverloadSettings } from '../config';
import { errorBody } from '../errors';
import { onClientHangUp } from './client-hang-up';

/** What health says about the load. */
export interface LoadReport {
  /** A request was refused within the last SHEDDING_MEMORY_MS. */
  shedding: boolean;
  active: number;
  waiting: number;
  /** Requests refused since the process started. */
  refused: number;
}

export interface OverloadGuard {
  middleware: MiddlewareHandler<AppEnv>;
  report(): LoadReport;
}

export interface OverloadRules {
  /** Requests that never wait and are never refused here (health, long-lived streams). */
  exempt(c: Context<AppEnv>): boolean;
  /** Requests served before the others that wait (sign-in, saves). */
  preferred(c: Context<AppEnv>): boolean;
  /** How far behind the event loop is, in ms (event-loop-lag.ts). */
  lag(): number;
}

/** Health says "shedding" for this long after the last refusal. */
export const SHEDDING_MEMORY_MS = 10_000;
/** The client may try again after this many seconds: by then the queue has turned over. */
export const RETRY_AFTER_SECONDS = 1;
/**
 * Reads are refused once the event loop has stayed this many times maxWaitMs behind (1 s by
 * default): a request read then has waited longer than any admitted one may, and a margin keeps a
 * slow moment of a busy machine from refusing anything.
 */
export const LAG_FACTOR = 2;
export const OVERLOADED_MESSAGE = 'The server is busy right now. Please try again in a moment.';
/**
 * How long one turn of the event loop may spend starting requests before the rest wait for the
 * next turn. libuv accepts one new connection per turn (since libuv 1.45, Node 20), so a turn that
 * serves fifty requests in a row keeps every newcomer out for all of it: a fresh server's first
 * burst of saves kept the last of fifty new connections out for 2 to 5 s while the first ones were
 * served again and again (docs/decisions.md, "one turn of the event loop").
 */
export const TURN_BUDGET_MS = 4;
/** The most waiters let in at one turn, however cheap they have been. */
const MAX_LET_IN_PER_TURN = 64;

interface Waiter {
  admit(): void;
  refuse(): void;
}

/**
 * Bounded concurrency with a bounded, time-limited queue (docs/decisions.md, "past what it can
 * serve"): at most maxActive requests are served at once, up to maxWaiting wait in two lines (the
 * preferred one goes first), and a request refused for want of room or time is answered 503
 * OVERLOADED with Retry-After at once, so what is accepted is answered in time. A process whose
 * event loop has stayed more than LAG_FACTOR x maxWaitMs behind has had its requests wait before
 * they even reach this queue (starved of CPU, or busy beyond its means): it refuses the reads at
 * once, which costs far less than serving them, until it has caught up; changes still take their
 * turn.
 */
export function overloadGuard(settings: OverloadSettings, rules: OverloadRules): OverloadGuard {
  let active = 0;
  let refused = 0;
  let lastRefusedAt = -Infinity;
  const preferredLine: Waiter[] = [];
  const ordinaryLine: Waiter[] = [];
  const waiting = () => preferredLine.length + ordinaryLine.length;

  // When the current turn of the event loop began serving requests; -1 between turns.
  let turnStartedAt = -1;
  const turnHasTime = () => {
    const now = performance.now();
    if (turnStartedAt < 0) {
      turnStartedAt = now;
      setImmediate(() => {
        turnStartedAt = -1;
      });
    }
    return now - turnStartedAt < TURN_BUDGET_MS;
  };

  // Waiters are let in from a callback queued with setImmediate: queued from the check phase, it
  // runs in the next turn, after the loop has read its sockets (and accepted a connection) again.
  // How many per turn adapts to what they cost: doubled while a turn stays within the budget,
  // halved when it does not.
  let letInScheduled = false;
  let perTurn = 1;
  let lastLetInAt = 0;
  const letInNext = () => {
    if (letInScheduled || waiting() === 0) return;
    letInScheduled = true;
    setImmediate(() => {
      letInScheduled = false;
      const now = performance.now();
      perTurn = now - lastLetInAt < TURN_BUDGET_MS ? Math.min(perTurn * 2, MAX_LET_IN_PER_TURN) : Math.max(1, perTurn >> 1);
      lastLetInAt = now;
      for (let count = 0; count < perTurn && active < settings.maxActive; count += 1) {
        const next = preferredLine.shift() ?? ordinaryLine.shift();
        if (!next) break;
        next.admit();
      }
      letInNext();
    });
  };

  const refusal = (c: Context<AppEnv>) => {
    refused += 1;
    lastRefusedAt = performance.now();
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(errorBody('OVERLOADED', OVERLOADED_MESSAGE), 503);
  };

  const release = () => {
    active -= 1;
    letInNext();
  };

  /** Resolves true when it is this request's turn, false when it is refused. */
  const turn = (c: Context<AppEnv>, preferred: boolean): Promise<boolean> =>
    new Promise((resolve) => {
      const line = preferred ? preferredLine : ordinaryLine;
      const leave = () => {
        const index = line.indexOf(waiter);
        if (index >= 0) line.splice(index, 1);
        clearTimeout(timer);
      };
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          active += 1;
          resolve(true);
        },
        refuse: () => {
          leave();
          resolve(false);
        },
      };
      const timer = setTimeout(waiter.refuse, settings.maxWaitMs);
      line.push(waiter);
      letInNext();
      // A client that hung up while waiting gives its place back.
      onClientHangUp(c, waiter.refuse);
    });

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (rules.exempt(c)) return next();
    const preferred = rules.preferred(c);
    if (!preferred && rules.lag() > LAG_FACTOR * settings.maxWaitMs) return refusal(c);
    if (active < settings.maxActive && waiting() === 0 && turnHasTime()) {
      active += 1;
    } else {
      if (waiting() >= settings.maxWaiting) {
        // A full queue makes room for a preferred request by refusing the ordinary one that came last.
        const bumped = preferred ? ordinaryLine.at(-1) : undefined;
        if (!bumped) return refusal(c);
        bumped.refuse();
      }
      if (!(await turn(c, preferred))) return refusal(c);
    }
    try {
      await next();
    } finally {
      release();
    }
  };

  return {
    middleware,
    report: () => ({
      shedding: performance.now() - lastRefusedAt < SHEDDING_MEMORY_MS,
      active,
      waiting: waiting(),
      refused,
    }),
  };
}

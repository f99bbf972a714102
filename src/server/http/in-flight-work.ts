import type { MiddlewareHandler } from 'hono';
import type { AppEnv, InFlightWork } from '../app-env';

export type { InFlightWork } from '../app-env';

export function inFlightWork(): InFlightWork {
  let count = 0;
  let waiting: Array<() => void> = [];
  const finish = () => {
    count -= 1;
    if (count > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  return {
    track(work) {
      count += 1;
      return work.finally(finish);
    },
    settled: () => (count === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
}

/** Counts every request as work in flight and hands the tracker to the routes. */
export function trackInFlightWork(work: InFlightWork): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    c.set('work', work);
    return work.track(next());
  };
}

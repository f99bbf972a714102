import type { Logger } from '../logger';

/** The first sweep waits a little, so a start (or many processes starting at once) is not slowed by it. */
const FIRST_RUN_DELAY_MS = 30_000;

/** Runs the retention sweep now and then, in the background; an error is logged and the next run tries again. */
export function scheduleRetention(run: () => Promise<{ journeysDeleted: number; chatsDeleted: number; warningsSent: number }>, intervalMinutes: number, logger: Logger) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await run();
      if (summary.journeysDeleted + summary.chatsDeleted + summary.warningsSent > 0) logger.info(summary, 'retention sweep');
    } catch (error) {
      logger.error({ err: error }, 'the retention sweep failed; it runs again later');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), FIRST_RUN_DELAY_MS);
  const every = setInterval(() => void tick(), intervalMinutes * 60_000);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}

/** While live updates are paused, the screen asks the server for what changed this often. */
export const CATCH_UP_WHILE_PAUSED_MS = 3_000;

/**
 * Live updates can pause: the event stream dropped, or the server says its channel to the other
 * app processes is down or frozen (Redis). Meanwhile changes made elsewhere do not arrive by
 * themselves, so the screen asks for them at once and every few seconds; when live updates work
 * again it asks once more, for what went missing just before.
 */
export class LiveCatchUp {
  private pausedNow = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly catchUp: () => Promise<void>,
    private readonly onPausedChange: (paused: boolean) => void,
    private readonly everyMs = CATCH_UP_WHILE_PAUSED_MS,
  ) {}

  get paused(): boolean {
    return this.pausedNow;
  }

  pause(): void {
    if (this.pausedNow) return;
    this.pausedNow = true;
    this.onPausedChange(true);
    void this.catchUp();
    this.timer = setInterval(() => void this.catchUp(), this.everyMs);
  }

  /** Live again (or another process's channel is back): catch up once. */
  resume(): void {
    clearInterval(this.timer);
    if (this.pausedNow) {
      this.pausedNow = false;
      this.onPausedChange(false);
    }
    void this.catchUp();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

import type { JourneyChange } from '../../../../domain/journey-live';

/**
 * Changes as they arrive, from the stream and from answers, in any order and sometimes twice,
 * handed out strictly in version order. A change that is not next waits here until its turn.
 */
export class ChangeSequence {
  private readonly waiting = new Map<number, JourneyChange>();

  /** Keeps a change that comes after `current`; older ones and repeats are dropped. */
  add(change: JourneyChange, current: number): void {
    if (change.version > current) this.waiting.set(change.version, change);
  }

  /** The change right after `current`, if it has arrived. */
  takeNext(current: number): JourneyChange | undefined {
    const next = this.waiting.get(current + 1);
    this.waiting.delete(current + 1);
    return next;
  }

  /** After reading the whole journey at `version`: what it already holds is not needed. */
  forgetUpTo(version: number): void {
    for (const waiting of [...this.waiting.keys()]) if (waiting <= version) this.waiting.delete(waiting);
  }

  /** True while a later change waits for one that has not arrived. */
  get hasGap(): boolean {
    return this.waiting.size > 0;
  }
}

/** The platform's one source of "now": tests and the demo move it, nothing else reads Date.now(). */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves (like Stripe's test clocks), starting at `start`. */
export class MovableClock implements Clock {
  private current: number;

  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  /** Moves the clock on by `ms` milliseconds. */
  advance(ms: number): void {
    this.current += ms;
  }

  /** Sets the clock to `at`. */
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}

/** A clock that can be moved on: a test's MovableClock, or the payment test clock. */
export interface AdvanceableClock extends Clock {
  /** Moves the clock on by `ms` milliseconds. */
  advance(ms: number): void;
}

/** True for a clock that can be moved on (the payment sandbox's clock routes need one). */
export function isAdvanceableClock(clock: Clock): clock is AdvanceableClock {
  return typeof (clock as Partial<AdvanceableClock>).advance === 'function';
}

/**
 * The payment test clock (PAYMENT_TEST_CLOCK=on): the machine's time plus an offset that only
 * grows. Time keeps flowing between jumps, so hosted sessions, tokens and webhook signatures age
 * as they would, while a demo or a browser test jumps to next month's payment day. The offset is
 * kept in memory: a restart starts again at real time (ADR 0014).
 */
export class OffsetClock implements AdvanceableClock {
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** Moves the clock on by `ms` milliseconds; never back, as Stripe's test clocks never go back. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) {
      throw new RangeError(`The test clock only moves forward, not by ${ms} ms.`);
    }
    this.offsetMs += ms;
  }
}

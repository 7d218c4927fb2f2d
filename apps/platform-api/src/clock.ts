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

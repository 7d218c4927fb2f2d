import { isAdvanceableClock, MovableClock, OffsetClock, systemClock } from './clock';

describe('OffsetClock', () => {
  it('runs at its base clock’s time plus what it has been moved on', () => {
    const base = new MovableClock('2026-03-02T10:00:00Z');
    const clock = new OffsetClock(base);
    expect(clock.now().toISOString()).toBe('2026-03-02T10:00:00.000Z');
    clock.advance(3 * 86_400_000);
    expect(clock.now().toISOString()).toBe('2026-03-05T10:00:00.000Z');
    // Time keeps flowing underneath the offset.
    base.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-03-05T10:01:00.000Z');
  });

  it('never moves back', () => {
    const clock = new OffsetClock(new MovableClock('2026-03-02T10:00:00Z'));
    expect(() => clock.advance(-1)).toThrow('only moves forward');
    expect(() => clock.advance(Number.NaN)).toThrow('only moves forward');
    expect(clock.now().toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('is a clock the sandbox may move, unlike the machine’s', () => {
    expect(isAdvanceableClock(new OffsetClock())).toBe(true);
    expect(isAdvanceableClock(new MovableClock('2026-03-02T10:00:00Z'))).toBe(true);
    expect(isAdvanceableClock(systemClock)).toBe(false);
  });
});

import {
  defaultPaymentDay,
  nextPaymentDate,
  statementDueDate,
  statementServicePeriod,
} from './statement-schedule';

describe('defaultPaymentDay', () => {
  it('is the London day cover starts, at most the 28th', () => {
    expect(defaultPaymentDay('2026-03-02T10:00:00Z')).toBe(2);
    expect(defaultPaymentDay('2026-01-31T12:00:00Z')).toBe(28);
  });

  it('reads the day in London: 23:30 UTC in summer is already the next day', () => {
    expect(defaultPaymentDay('2026-06-14T23:30:00Z')).toBe(15);
  });
});

describe('statementServicePeriod', () => {
  it('is whole calendar months from the day cover starts', () => {
    expect(statementServicePeriod('2026-03-02', 0)).toEqual({
      start: '2026-03-02',
      end: '2026-04-02',
    });
    expect(statementServicePeriod('2026-03-02', 11)).toEqual({
      start: '2027-02-02',
      end: '2027-03-02',
    });
  });

  it('refuses a negative statement number', () => {
    expect(() => statementServicePeriod('2026-03-02', -1)).toThrow(RangeError);
  });
});

describe('statementDueDate', () => {
  it('is the day cover starts for the first statement (number 0)', () => {
    expect(statementDueDate('2026-03-02T10:00:00Z', 15, 0)).toBe('2026-03-02');
  });

  it('is the payment day of the month each later service period starts in', () => {
    expect(statementDueDate('2026-03-02', 2, 1)).toBe('2026-04-02');
    expect(statementDueDate('2026-03-02', 28, 1)).toBe('2026-04-28');
    expect(statementDueDate('2026-03-02', 1, 1)).toBe('2026-04-01');
    expect(statementDueDate('2026-01-31', 28, 1)).toBe('2026-02-28');
  });

  it('crosses the year', () => {
    expect(statementDueDate('2026-03-02', 10, 10)).toBe('2027-01-10');
  });

  it('refuses payment day 29 and 0', () => {
    expect(() => statementDueDate('2026-03-02', 29, 1)).toThrow(RangeError);
    expect(() => statementDueDate('2026-03-02', 0, 1)).toThrow(RangeError);
  });
});

describe('nextPaymentDate', () => {
  it('is this month when the payment day is today or still to come', () => {
    expect(nextPaymentDate(2, '2026-03-02T10:00:00Z')).toBe('2026-03-02');
    expect(nextPaymentDate(15, '2026-03-02')).toBe('2026-03-15');
  });

  it('is next month once this month’s payment day has passed', () => {
    expect(nextPaymentDate(1, '2026-03-02')).toBe('2026-04-01');
    expect(nextPaymentDate(28, '2026-12-29')).toBe('2027-01-28');
  });
});

import {
  checkHistoryDate,
  HISTORY_LOOKBACK_YEARS,
  isValidClaimDate,
  isValidConvictionDate,
} from './history-dates';

describe('checkHistoryDate', () => {
  const now = '2026-06-15T09:00:00+01:00';

  it('requires a readable date', () => {
    expect(checkHistoryDate('', now)).toBe('required');
    expect(checkHistoryDate('2024-02-30', now)).toBe('invalid');
  });
  it('accepts today and refuses tomorrow', () => {
    expect(checkHistoryDate('2026-06-15', now)).toBeNull();
    expect(checkHistoryDate('2026-06-16', now)).toBe('future');
  });
  it('accepts exactly 5 years ago and refuses one day more', () => {
    expect(HISTORY_LOOKBACK_YEARS).toBe(5);
    expect(checkHistoryDate('2021-06-15', now)).toBeNull();
    expect(checkHistoryDate('2021-06-14', now)).toBe('tooOld');
  });
  it('looks back to 28 February when today is 29 February', () => {
    expect(checkHistoryDate('2023-02-28', '2028-02-29T12:00:00Z')).toBeNull();
    expect(checkHistoryDate('2023-02-27', '2028-02-29T12:00:00Z')).toBe('tooOld');
  });
  it('reads date-times on their London day', () => {
    // 23:30 UTC on 15 June is 16 June in London: tomorrow.
    expect(checkHistoryDate('2026-06-15T23:30:00Z', now)).toBe('future');
    expect(checkHistoryDate(new Date('2026-06-15T22:30:00Z'), now)).toBeNull();
  });
});

describe('isValidConvictionDate and isValidClaimDate', () => {
  const now = '2026-06-15';

  it('apply the same 5-year rule', () => {
    for (const isValid of [isValidConvictionDate, isValidClaimDate]) {
      expect(isValid('2021-06-15', now)).toBe(true);
      expect(isValid('2021-06-14', now)).toBe(false);
      expect(isValid(undefined, now)).toBe(false);
    }
  });
});

describe('without an explicit now', () => {
  it('judges against the current clock', () => {
    expect(checkHistoryDate('2999-01-01')).toBe('future');
    expect(isValidConvictionDate(new Date())).toBe(true);
    expect(isValidClaimDate(new Date())).toBe(true);
  });
});

import { NCB_PROTECTION_MIN_YEARS, ncbProtectionOffered } from './index';

describe('no-claims bonus protection', () => {
  it('is offered from NCB_PROTECTION_MIN_YEARS (4) years of no-claims discount', () => {
    expect(NCB_PROTECTION_MIN_YEARS).toBe(4);
    expect(ncbProtectionOffered(4)).toBe(true);
    expect(ncbProtectionOffered(9)).toBe(true);
  });

  it('is not offered below it, nor when the discount is unanswered', () => {
    expect(ncbProtectionOffered(3)).toBe(false);
    expect(ncbProtectionOffered(0)).toBe(false);
    expect(ncbProtectionOffered(undefined)).toBe(false);
    expect(ncbProtectionOffered(null)).toBe(false);
  });
});

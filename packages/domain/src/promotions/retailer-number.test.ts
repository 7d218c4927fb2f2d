import { checkRetailerNumber, isValidRetailerNumber } from './retailer-number';

describe('isValidRetailerNumber', () => {
  it('accepts exactly five digits, trimmed', () => {
    expect(isValidRetailerNumber('12345')).toBe(true);
    expect(isValidRetailerNumber(' 01234 ')).toBe(true);
  });
  it('refuses four and six digits, letters and non-strings', () => {
    expect(isValidRetailerNumber('1234')).toBe(false);
    expect(isValidRetailerNumber('123456')).toBe(false);
    expect(isValidRetailerNumber('1234a')).toBe(false);
    expect(isValidRetailerNumber(12345)).toBe(false);
  });
});

describe('checkRetailerNumber', () => {
  const table = new Set(['12345', '54321']);
  const exists = (n: string) => table.has(n);
  it('says required for missing or blank input', () => {
    expect(checkRetailerNumber(undefined, exists)).toBe('required');
    expect(checkRetailerNumber('   ', exists)).toBe('required');
  });
  it('says invalidFormat before looking the retailer up', () => {
    const lookup = jest.fn(exists);
    expect(checkRetailerNumber('1234', lookup)).toBe('invalidFormat');
    expect(lookup).not.toHaveBeenCalled();
  });
  it('says unknownRetailer when the table lacks it, and passes a known one trimmed', () => {
    expect(checkRetailerNumber('99999', exists)).toBe('unknownRetailer');
    expect(checkRetailerNumber(' 54321', exists)).toBeNull();
  });
  it('checks the shape only when no table is given', () => {
    expect(checkRetailerNumber('99999')).toBeNull();
  });
});

import { ConfigurationError } from '@brand/domain';
import { applyMask } from './mask-entry';
import { phoneDisplay, phoneFromTyped } from './phone-entry';

describe('applyMask', () => {
  it('keeps only the characters the mask accepts', () => {
    expect(applyMask('a1b2', '[0-9]')).toBe('12');
    expect(applyMask('any text', undefined)).toBe('any text');
  });

  it('names a mask that is not a regular expression', () => {
    expect(() => applyMask('x', '[')).toThrow(ConfigurationError);
  });
});

describe('phone entry', () => {
  it('strips non-digits and one leading zero, then prefixes the code', () => {
    expect(phoneFromTyped('(07700) 900 123')).toBe('+447700900123');
    expect(phoneFromTyped('007700')).toBe('+4407700');
    expect(phoneFromTyped('0')).toBe('');
    expect(phoneFromTyped('12', '+353')).toBe('+35312');
  });

  it('shows the digits after the prefix', () => {
    expect(phoneDisplay('+447700900123')).toBe('7700900123');
    expect(phoneDisplay('07700 900123')).toBe('07700900123');
    expect(phoneDisplay(undefined)).toBe('');
  });
});

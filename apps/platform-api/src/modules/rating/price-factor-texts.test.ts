import { translateKey } from '@brand/config';
import { PRICE_FACTOR_CODES } from './price-factors';

describe('the texts of why this price', () => {
  it('name every factor the engine records, so the quote never shows a code', () => {
    const missing = PRICE_FACTOR_CODES.filter(
      (code) => !translateKey(`priceFactors.factor.${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('measure the insurance group against group 1, as the engine does', () => {
    expect(translateKey('priceFactors.factor.insuranceGroup')).toContain('rather than group 1');
  });
});

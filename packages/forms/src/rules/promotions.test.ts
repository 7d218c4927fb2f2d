import type { FormContext } from '../definition';
import { applyRule } from './apply-rule';
import { ruleScope } from './rule-scope';

const run = (
  rule: Parameters<typeof applyRule>[0],
  config: unknown,
  value: unknown,
  context: FormContext = {},
  values = {},
) => applyRule(rule, config, value, ruleScope({ name: 'q', type: 'text' }, context, values));

describe('retailerNumber', () => {
  const retailerExists = (n: string) => n === '12345';

  it('needs five digits', () => {
    expect(run('retailerNumber', true, '12345')).toBeNull();
    expect(run('retailerNumber', true, '1234')).toEqual({
      key: 'validation.retailerNumber.invalidFormat',
    });
    expect(run('retailerNumber', true, '123456')).toEqual({
      key: 'validation.retailerNumber.invalidFormat',
    });
    expect(run('retailerNumber', true, 12345)).toEqual({
      key: 'validation.retailerNumber.invalidFormat',
    });
  });

  it('needs a retailer in the table when the context can look one up', () => {
    expect(run('retailerNumber', true, ' 12345 ', { retailerExists })).toBeNull();
    expect(run('retailerNumber', true, '54321', { retailerExists })).toEqual({
      key: 'validation.retailerNumber.unknownRetailer',
    });
  });
});

describe('orderNumber', () => {
  it("uses the context's promotion code", () => {
    expect(run('orderNumber', true, '4123456', { promoCode: 'MININEW12M2024Q1' })).toBeNull();
    expect(run('orderNumber', true, '1123456', { promoCode: 'MININEW12M2024Q1' })).toEqual({
      key: 'validation.orderNumber',
    });
    expect(run('orderNumber', true, '1123456', { promoCode: 'MINIELEC12M2025Q4' })).toBeNull();
    expect(run('orderNumber', true, '412345')).toEqual({ key: 'validation.orderNumber' });
  });

  it('uses the answer at promoCodeField when configured', () => {
    const config = { promoCodeField: 'promo' };
    expect(
      run(
        'orderNumber',
        config,
        '1123456',
        { promoCode: 'MININEW12M2024Q1' },
        { promo: 'MINIELEC12M2025Q4' },
      ),
    ).toBeNull();
    expect(run('orderNumber', config, '1123456', {}, { promo: 42 })).not.toBeNull();
  });
});

describe('sameAs', () => {
  it('compares with another input strictly', () => {
    const values = { email: 'jo@example.com' };
    expect(run('sameAs', { field: 'email' }, 'jo@example.com', {}, values)).toBeNull();
    expect(run('sameAs', { field: 'email' }, 'Jo@example.com', {}, values)).toEqual({
      key: 'validation.sameAs',
    });
    expect(run('sameAs', { field: 'count' }, '1', {}, { count: 1 })).not.toBeNull();
  });

  it('compares dates by London day', () => {
    const context = { values: { policyholder: { dateOfBirth: '1990-05-01T23:30:00Z' } } };
    const config = { contextValue: 'policyholder.dateOfBirth' };
    // 23:30 UTC on 1 May is 00:30 on 2 May in London.
    expect(run('sameAs', config, '1990-05-02', context)).toBeNull();
    expect(run('sameAs', config, '1990-05-01', context)).toEqual({ key: 'validation.sameAs' });
  });

  it('fails when there is nothing to compare with', () => {
    expect(run('sameAs', { contextValue: 'dateOfBirth' }, '1990-05-01')).toEqual({
      key: 'validation.sameAs',
    });
    expect(run('sameAs', {}, 'x')).toEqual({ key: 'validation.sameAs' });
  });
});

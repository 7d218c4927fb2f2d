import { checkoutIndexPage } from './checkout-routing';

const monthly = (active: boolean) => ({ type: 'MONTHLY', active });
const single = (active: boolean) => ({ type: 'SINGLE_PAYMENT', active });

describe('checkoutIndexPage: the payment page or the checkout-disabled page', () => {
  it.each([
    ['checkout on, the active schedule offered', true, [monthly(true)], ['MONTHLY'], 'payment'],
    ['checkout switched off', false, [monthly(true)], ['MONTHLY'], 'disabled'],
    [
      'the active schedule not offered',
      true,
      [single(true), monthly(false)],
      ['MONTHLY'],
      'disabled',
    ],
    ['no active schedule', true, [monthly(false)], ['MONTHLY'], 'disabled'],
    ['no quote', true, [], ['MONTHLY'], 'disabled'],
    ['one of two offered', true, [single(true)], ['MONTHLY', 'SINGLE_PAYMENT'], 'payment'],
  ] as const)('%s', (_name, checkoutEnabled, schedules, offered, expected) => {
    expect(checkoutIndexPage({ checkoutEnabled, schedules, offered })).toBe(expected);
  });
});

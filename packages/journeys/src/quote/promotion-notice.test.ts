import { promotionNotice } from './promotion-notice';

const CODE = 'MINIELEC12M2025Q4';
const verdict = (eligible: boolean, text: string | null = null) => ({
  promotion: { promoCode: CODE, eligible, text },
});

describe('the promotion notification', () => {
  it.each([
    ['no promo code', null, [], null, null],
    ['a code no promotion runs under', 'NOSUCHCODE', ['promotion'], null, null],
    ['an ended promotion', 'MINI252021', ['promotion'], null, null],
    ['the promotion questions unanswered', CODE, ['about-you', 'promotion'], null, 'warning'],
    ['the questions answered, not rated yet', CODE, [], null, null],
    ['rated eligible', CODE, [], verdict(true), 'applied'],
    ['rated not eligible', CODE, [], verdict(false, 'Too young.'), 'critical'],
  ] as const)('with %s: %s', (_case, promoCode, missingSections, quote, expected) => {
    expect(promotionNotice({ promoCode, missingSections, quote })?.kind ?? null).toBe(expected);
  });

  it('carries the platform’s reason with a refusal and the promotion’s title key', () => {
    expect(
      promotionNotice({
        promoCode: CODE,
        missingSections: [],
        quote: verdict(false, 'Too young.'),
      }),
    ).toEqual({
      kind: 'critical',
      key: 'promotions.notifications.critical',
      titleKey: `promotions.codes.${CODE}.title`,
      reason: 'Too young.',
    });
  });
});

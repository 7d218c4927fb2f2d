import {
  choicesOf,
  coverUnavailableReason,
  declaredNoClaimsYears,
  unsavedScheduleAfter,
  withdrawnChoices,
} from './choice-survival';

const quoted = (
  schedules: { type: string; active: boolean }[],
  covers: { code: string; selected: boolean }[] = [],
  data: Record<string, unknown> = {},
) => ({
  data,
  quote: { quoteId: 'Q', availablePaymentSchedules: schedules, coverOptions: covers },
});
const flex = [
  { type: 'MONTHLY', active: true },
  { type: 'SINGLE_PAYMENT', active: false },
];

describe('the choices on a quote', () => {
  it('are the unsaved schedule (when offered) else the active one, and the ticked covers', () => {
    const proposal = quoted(flex, [
      { code: 'legal_expenses', selected: true },
      { code: 'excess_assist', selected: false },
    ]);
    expect(choicesOf(proposal, 'SINGLE_PAYMENT')).toEqual({
      quoteId: 'Q',
      schedule: 'SINGLE_PAYMENT',
      covers: ['legal_expenses'],
    });
    expect(choicesOf(proposal, 'WEEKLY')?.schedule).toBe('MONTHLY');
    expect(choicesOf({ data: {}, quote: null }, null)).toBeNull();
    expect(choicesOf(null, null)).toBeNull();
  });

  it('keep an unsaved schedule only while it is offered and not yet the saved one', () => {
    expect(unsavedScheduleAfter('SINGLE_PAYMENT', quoted(flex))).toBe('SINGLE_PAYMENT');
    expect(unsavedScheduleAfter('MONTHLY', quoted(flex))).toBeNull();
    expect(
      unsavedScheduleAfter('SINGLE_PAYMENT', quoted([{ type: 'MONTHLY', active: true }])),
    ).toBeNull();
    expect(unsavedScheduleAfter(null, quoted(flex))).toBeNull();
  });
});

describe('what a re-rating withdrew', () => {
  const before = {
    quoteId: 'Q0',
    schedule: 'SINGLE_PAYMENT',
    covers: ['ncb_protection', 'legal_expenses'],
  };

  it('is nothing when every choice is still offered (an unticked cover is not withdrawn)', () => {
    const after = quoted(flex, [
      { code: 'ncb_protection', selected: false },
      { code: 'legal_expenses', selected: true },
    ]);
    expect(withdrawnChoices(before, after)).toEqual([]);
  });

  it('names a schedule no longer offered and a cover no longer offered, with why', () => {
    const after = quoted(
      [{ type: 'MONTHLY', active: true }],
      [{ code: 'legal_expenses', selected: true }],
      { vehicle: { noClaimsDiscount: 3 } },
    );
    expect(withdrawnChoices(before, after)).toEqual([
      {
        kind: 'schedule',
        code: 'SINGLE_PAYMENT',
        reasonKey: 'quote.choices.withdrawn.schedule',
        params: {},
      },
      {
        kind: 'cover',
        code: 'ncb_protection',
        reasonKey: 'addOns.unavailable.ncbProtection',
        params: { minYears: 4, years: 3 },
      },
    ]);
  });

  it('is nothing without choices before or without a quote after (a referral)', () => {
    expect(withdrawnChoices(null, quoted(flex))).toEqual([]);
    expect(withdrawnChoices(before, { data: {}, quote: null })).toEqual([]);
  });
});

describe('why a cover is not offered', () => {
  it('gives NCB protection its rule and the declared years (none when unanswered)', () => {
    expect(coverUnavailableReason('ncb_protection', { data: {} })).toEqual({
      key: 'addOns.unavailable.ncbProtection',
      params: { minYears: 4, years: 0 },
    });
    expect(declaredNoClaimsYears({ data: { vehicle: { noClaimsDiscount: 2 } } })).toBe(2);
  });

  it('gives any other cover the general reason', () => {
    expect(coverUnavailableReason('legal_expenses', { data: {} }).key).toBe(
      'addOns.unavailable.other',
    );
  });
});

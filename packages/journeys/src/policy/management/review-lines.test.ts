import type { Translate } from '@brand/forms';
import { policyOf, policyQuote } from '../policy-test-data';
import { adjustmentOf } from './management-test-data';
import { answerText, changeLines, priceLine } from './review-lines';

/** A policy and an adjustment of it whose quotes are paid in one payment of `before` and `after` pence. */
function singlePayment(before: number, after: number) {
  const quote = policyQuote();
  const once = (pence: number) => ({
    ...quote,
    // The annual rate a drive-away's free term is rated from: never what the customer pays.
    annualPremium: 61_234,
    availablePaymentSchedules: quote.availablePaymentSchedules.map((schedule) => ({
      ...schedule,
      type: 'SINGLE_PAYMENT' as const,
      instalments: [pence],
    })),
  });
  const version = policyOf().currentPolicyVersion;
  const policy = policyOf({
    currentPolicyVersion: version && { ...version, quote: once(before) },
  });
  const adjustment = adjustmentOf({
    updatedPolicyVersions: [{ quote: once(after), startedAt: '2026-06-01T09:00:00.000Z' }],
  });
  return { policy, adjustment };
}

describe('the review’s price before and after', () => {
  it('is the month’s regular payment on flex', () => {
    expect(priceLine(policyOf(), adjustmentOf())).toEqual({
      period: 'month',
      before: policyQuote().availablePaymentSchedules[0]?.instalments[1],
      after: 5000,
    });
  });

  it('is the one payment of a single payment, not the annual rate (a free drive-away is £0)', () => {
    const { policy, adjustment } = singlePayment(0, 0);
    expect(priceLine(policy, adjustment)).toEqual({ period: 'term', before: 0, after: 0 });
  });

  it('follows a single payment’s price when the change moves it', () => {
    const { policy, adjustment } = singlePayment(45_000, 47_450);
    expect(priceLine(policy, adjustment)).toEqual({
      period: 'term',
      before: 45_000,
      after: 47_450,
    });
  });
});

// Keys as written, so a test names which text a line shows.
const t: Translate = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key);

const policy = (data: Record<string, unknown>) => {
  const base = policyOf({});
  return policyOf({
    currentPolicyVersion: {
      ...base.currentPolicyVersion,
      data: { ...base.currentPolicyVersion?.data, ...data },
    } as typeof base.currentPolicyVersion,
  });
};

describe('the review’s lines: each change’s answer before and after', () => {
  it('puts the policy’s current voluntary excess beside the new one', () => {
    expect(changeLines({ type: 'SELECT_VOLUNTARY_EXCESS', excess: 250 }, policyOf({}), t)).toEqual([
      { label: 'management.review.excess', before: '£100.00', after: '£250.00' },
    ]);
  });

  it('says an added add-on was not included and a removed one was', () => {
    const [added] = changeLines({ type: 'ADD_COVER', coverCode: 'excess_assist' }, policyOf({}), t);
    expect(added).toMatchObject({
      before: 'management.review.notIncluded',
      after: 'management.review.included',
    });
    const [removed] = changeLines(
      { type: 'REMOVE_COVER', coverCode: 'excess_assist' },
      policyOf({}),
      t,
    );
    expect(removed).toMatchObject({
      before: 'management.review.included',
      after: 'management.review.notIncluded',
    });
  });

  it('reads an answer’s old value from the policy’s answers at its path', () => {
    const lines = changeLines(
      {
        type: 'ASSET_DISCLOSURE_CHANGE',
        update: [
          {
            path: 'vehicle',
            value: { vrn: 'AB12 CDE', specification: { make: 'MINI', model: 'Countryman' } },
          },
        ],
      },
      policyOf({}),
      t,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        before: 'MN22 ELC MINI Cooper S 3-door Hatch',
        after: 'AB12 CDE MINI Countryman',
      }),
    ]);
  });

  it('says "Not given" for an answer the policy did not have', () => {
    const [line] = changeLines(
      { type: 'QUOTE_DISCLOSURE_CHANGE', update: [{ path: 'nowhere.asked', value: 'Yes please' }] },
      policyOf({}),
      t,
    );
    expect(line).toEqual({
      label: 'nowhere.asked',
      before: 'management.review.notGiven',
      after: 'Yes please',
    });
  });

  it('names the drivers before and after, "No name" for one without, and "None" for no drivers', () => {
    const jo = { name: { firstName: 'Jo', lastName: 'Bloggs' }, profileCode: 'p1' };
    const unnamed = { name: { firstName: '', lastName: '' }, profileCode: 'p2' };
    const [line] = changeLines(
      {
        type: 'ADDITIONAL_PROFILE_CREATE_CHANGE',
        update: [{ path: 'additionalDrivers', value: { answer: true, items: [jo, unnamed] } }],
      },
      policy({ additionalDrivers: { answer: false, items: [] } }),
      t,
    );
    expect(line).toMatchObject({ before: 'management.review.none', after: 'Jo Bloggs, No name' });
  });

  it('names the policyholder before and after an agent changes their name', () => {
    const [line] = changeLines(
      {
        type: 'PROFILE_DISCLOSURE_CHANGE',
        update: [
          { path: 'policyholder.name', value: { firstName: 'Priya', lastName: 'Shah-Edwards' } },
        ],
      },
      policy({ policyholder: { name: { firstName: 'Priya', lastName: 'Shah' } } }),
      t,
    );
    expect(line).toMatchObject({ before: 'Priya Shah', after: 'Priya Shah-Edwards' });
  });

  it('lists the claims as the claims section does, in words', () => {
    const [line] = changeLines(
      {
        type: 'PROFILE_DISCLOSURE_CHANGE',
        update: [
          {
            path: 'policyholder.vehicleClaimsHistory',
            value: {
              answer: true,
              items: [
                { claimType: 'AccidentNotFault', date: '2025-01-10', ncdAffected: false },
                { claimType: 'Theft', date: '2024-06-01', ncdAffected: true },
              ],
            },
          },
        ],
      },
      policy({ policyholder: { vehicleClaimsHistory: { answer: false, items: [] } } }),
      t,
    );
    expect(line).toMatchObject({
      before: 'management.review.none',
      after:
        'enums.claimTypes.AccidentNotFault 10 January 2025; enums.claimTypes.Theft 1 June 2024',
    });
  });

  it('counts the entries of a list that is not of people', () => {
    expect(answerText(undefined, { answer: true, items: [{ type: 'A' }, { type: 'B' }] }, t)).toBe(
      'management.review.items {"count":2}',
    );
  });
});

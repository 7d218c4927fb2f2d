// A flex quote under a promotion (its 12 months of main cover free, the add-ons still paid): the
// hosted checkout charges the quote's first discounted instalment, pennies of the monthly split
// and all, not a regular month nor the price before the discount.

import { post, RETURN, sessionOf } from '../../test/checkout-test-support';
import {
  answersFor,
  createProposal,
  FLEX,
  type ProposalBody,
  patchProposal,
  uniquePerson,
  verify,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

/** An active promotion of the flex scheme (spec 000 §1). */
const PROMO_CODE = 'minielec12m2025q4';

type Schedule = {
  type: string;
  active: boolean;
  totals: { gross: number; discounted: number };
  instalments: number[];
};

/** A flex quote under the promotion with every add-on taken, verified for checkout. */
async function promotionQuoteWithAddOns(): Promise<{ code: string; schedule: Schedule }> {
  const created = await createProposal(t, t.token, { schemeCode: FLEX, promoCode: PROMO_CODE });
  expect(created.status).toBe(201);
  const code = created.body.proposalCode;
  for (const changes of Object.values(await answersFor(uniquePerson()))) {
    expect((await patchProposal(t, t.token, code, { changes })).status).toBe(200);
  }
  const quoted = await patchProposal<
    ProposalBody & { quote: { availablePaymentSchedules: Schedule[] } }
  >(t, t.token, code, {
    changes: [
      { path: 'retailer', value: '81239' },
      { path: 'orderNumber', value: '1234567' },
      { path: 'promotionTermsAccepted', value: true },
      { path: 'ncb_protection', value: true, attribute: 'optionalCover' },
      { path: 'legal_expenses', value: true, attribute: 'optionalCover' },
      { path: 'excess_assist', value: true, attribute: 'optionalCover' },
    ],
    applyRating: true,
  });
  expect(quoted.body.status).toBe('QUOTE');
  expect((await verify(t, t.token, code)).body.isClear).toBe(true);
  const schedule = quoted.body.quote.availablePaymentSchedules.find((s) => s.active) as Schedule;
  return { code, schedule };
}

describe(`checkout of a promotion's flex quote (${TEST_DATABASE_KIND})`, () => {
  it('charges the first discounted instalment on the hosted page', async () => {
    const { code, schedule } = await promotionQuoteWithAddOns();
    expect(schedule.type).toBe('MONTHLY');
    const [first, regular] = schedule.instalments as [number, number];
    // The promotion takes the main cover off; the add-ons are paid, their pennies in month one.
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(schedule.totals.gross);
    expect(regular).toBe(schedule.totals.discounted);
    expect(first).not.toBe(regular);

    const started = await post<{ url: string }>(
      t,
      `/api/stripe/checkout/proposal/${code}`,
      t.token,
      RETURN,
    );
    expect(started.status).toBe(200);
    const [session] = await t.db.query<{ amount_pence: number }>(
      'SELECT amount_pence FROM payment_sandbox_card_sessions WHERE id = $1',
      [sessionOf(started.body.url)],
    );
    expect(session?.amount_pence).toBe(first);
  });
});

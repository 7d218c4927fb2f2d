// Issue 15 point 3, the platform's half: a saved choice (an add-on, the voluntary excess) outlives
// every re-rating that still offers it; an add-on the new rating no longer offers (NCB protection
// after the discount drops below NCB_PROTECTION_MIN_YEARS) leaves the quote's options, so the
// journey can tell the customer instead of showing a tick that does nothing.

import {
  getProposal,
  type ProposalBody,
  patchProposal,
  quotedProposal,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Quoted = ProposalBody & {
  quote: NonNullable<ProposalBody['quote']> & {
    coverOptions: { code: string; selected: boolean }[];
  };
};

const activeOf = (body: Quoted) =>
  body.quote.availablePaymentSchedules.find((schedule) => schedule.active)?.type;
const ticked = (body: Quoted) =>
  body.quote.coverOptions.filter((option) => option.selected).map((option) => option.code);

describe(`choices survive a re-rating (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp();

  // Flex's checkout sells MONTHLY only (config's checkout.paymentSchedules), so the schedule a
  // flex customer keeps is the unsaved choice the journey holds; what the platform keeps is this.
  it('keeps the add-ons and the voluntary excess when another change re-rates the quote', async () => {
    const quoted = await quotedProposal(t, t.token);
    const code = quoted.proposalCode;
    const chosen = await patchProposal<Quoted>(t, t.token, code, {
      changes: [{ path: 'legal_expenses', value: true, attribute: 'optionalCover' }],
    });
    expect(chosen.status).toBe(200);

    const excess = await patchProposal<Quoted>(t, t.token, code, {
      changes: [{ path: 'voluntaryExcess', value: 300, attribute: 'voluntaryExcess' }],
    });
    expect(excess.status).toBe(200);
    expect(excess.body.quote.quoteId).not.toBe(chosen.body.quote.quoteId);
    expect(ticked(excess.body)).toEqual(['legal_expenses']);

    const cover = await patchProposal<Quoted>(t, t.token, code, {
      changes: [{ path: 'excess_assist', value: true, attribute: 'optionalCover' }],
    });
    expect(ticked(cover.body).sort()).toEqual(['excess_assist', 'legal_expenses']);
    const read = (
      await getProposal<Quoted & { quote: { voluntaryExcess: number } }>(t, t.token, code)
    ).body;
    expect(read.quote.voluntaryExcess).toBe(300);
    expect(activeOf(read)).toBe('MONTHLY');
  });

  it('offers flex in the schedules its checkout sells only (monthly), never a one payment it would refuse', async () => {
    const quoted = (await quotedProposal(t, t.token)) as Quoted;
    expect(quoted.quote.availablePaymentSchedules.map((schedule) => schedule.type)).toEqual([
      'MONTHLY',
    ]);
    // What the quote offers and what a save accepts are one rule: the other schedule is refused.
    const refused = await patchProposal<Quoted>(t, t.token, quoted.proposalCode, {
      changes: [{ path: 'schedule', value: 'SINGLE_PAYMENT', attribute: 'paymentSchedule' }],
    });
    expect(refused.status).toBe(400);
  });

  it('withdraws NCB protection from the options when the discount falls below 4 years', async () => {
    const quoted = await quotedProposal(t, t.token);
    const code = quoted.proposalCode;
    const withNcb = await patchProposal<Quoted>(t, t.token, code, {
      changes: [{ path: 'ncb_protection', value: true, attribute: 'optionalCover' }],
    });
    expect(ticked(withNcb.body)).toContain('ncb_protection');

    const lower = await patchProposal<Quoted>(t, t.token, code, {
      changes: [{ path: 'vehicle.noClaimsDiscount', value: 2 }],
      applyRating: true,
    });
    expect(lower.status).toBe(200);
    expect(lower.body.quote.coverOptions.map((option) => option.code)).not.toContain(
      'ncb_protection',
    );
  });
});

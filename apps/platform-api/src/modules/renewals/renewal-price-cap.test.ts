import {
  boughtFlex,
  type ProposalBody,
  quotedProposal,
  retrieveToken,
  servicesOf,
  uniquePerson,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { runRenewalJob } from './renewal-job';

type RenewalPriceCheck = {
  capped: boolean;
  annual: { renewalPence: number; newBusinessPence: number };
  schedules: { type: string; renewalPence: number; newBusinessPence: number }[];
};
type QuotedBody = ProposalBody & {
  quote:
    | (NonNullable<ProposalBody['quote']> & { renewalPriceCheck: RenewalPriceCheck | null })
    | null;
};

describe(`a renewal's price against new business, ICOBS 6B (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  it('records both prices and offers the renewal no higher than a new customer’s quote that day', async () => {
    const person = uniquePerson();
    // Cover from 10 March 2026: invited on 10 February 2027, 28 days before its anniversary.
    const bought = await boughtFlex(t, t.token, person);
    t.clock.set('2027-02-10T10:00:00Z');
    const run = await runRenewalJob(servicesOf(t), { windowDays: 30 });
    const code = run.created.find((made) => made.policyId === bought.policyId)?.proposalCode;
    expect(code).toBeDefined();
    const owner = await retrieveToken(t, bought.externalReference);
    const renewal = await t.call<QuotedBody>('GET', `/api/proposals/${code}`, { token: owner });
    expect(renewal.status).toBe(200);
    const check = renewal.body.quote?.renewalPriceCheck;
    const offered = renewal.body.quote?.availablePaymentSchedules.find((s) => s.type === 'MONTHLY');
    expect(check?.schedules).toEqual([
      {
        type: 'MONTHLY',
        renewalPence: offered?.totals.discounted,
        newBusinessPence: expect.any(Number),
      },
    ]);
    const [monthly] = check?.schedules ?? [];
    expect(monthly?.renewalPence).toBeLessThanOrEqual(monthly?.newBusinessPence as number);
    expect(check?.annual.renewalPence).toBeLessThanOrEqual(
      check?.annual.newBusinessPence as number,
    );

    // The new-business figure is what the same person is quoted as a new customer that day, for
    // cover from the same date.
    const asNew = await quotedProposal(t, await t.anonymousToken(), {
      ...person,
      startDate: '2027-03-10',
    });
    const newMonthly = asNew.quote?.availablePaymentSchedules.find((s) => s.type === 'MONTHLY');
    expect(monthly?.newBusinessPence).toBe(newMonthly?.totals.discounted);
    expect((asNew as QuotedBody).quote?.renewalPriceCheck).toBeNull();
  });
});

import { formatCoverTime } from '@brand/domain';
import { readOutbox } from '../../integrations/email/outbox-email';
import {
  bind,
  bindPaid,
  boughtDriveaway,
  getProposal,
  type ProposalBody,
  retrieveToken,
  uniquePerson,
  verify,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { driveawayEnded, upsellOfferedUntil, upsellOpen } from './upsell-offer';

/** A drive-away bought at an odd second, starting at once: it ends at that instant 5 days on. */
const BOUGHT_AT = '2026-03-02T10:17:43.120Z';
const DRIVEAWAY_ENDS = '2026-03-07T10:17:43.120Z';

type Upsell = {
  proposalCode: string;
  status: string;
  startAt: string | null;
  endAt: string | null;
  paymentSchedule: { type: string; instalments: number[] } | null;
  offered: boolean;
};

describe(`the flex upsell continues the drive-away to the minute (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: BOUGHT_AT });

  async function policyOf(proposalCode: string) {
    const [row] = await t.db.query<{ incepted_at: Date; expired_at: Date; status: string }>(
      'SELECT incepted_at, expired_at, status FROM policies WHERE proposal_id = $1',
      [proposalCode],
    );
    return {
      startAt: new Date(row?.incepted_at as Date).toISOString(),
      endAt: new Date(row?.expired_at as Date).toISOString(),
      status: row?.status,
    };
  }

  async function upsellOf(code: string): Promise<Upsell> {
    const body = (await getProposal(t, t.token, code)).body as ProposalBody & {
      upsellProposal: Upsell;
    };
    return body.upsellProposal;
  }

  it('quotes flex from the instant drive-away ends, not 00:00 that day, and binds it so', async () => {
    const person = uniquePerson();
    const bound = await boughtDriveaway(t, t.token, { startDate: '2026-03-02', ...person });
    expect(await policyOf(bound.proposalCode)).toMatchObject({
      startAt: BOUGHT_AT,
      endAt: DRIVEAWAY_ENDS,
    });

    const offer = await upsellOf(bound.proposalCode);
    expect(offer).toMatchObject({
      status: 'QUOTE',
      startAt: DRIVEAWAY_ENDS,
      endAt: '2027-03-07T10:17:43.120Z',
      offered: true,
    });
    // The price is the upsell's own quote: the same instalments its active schedule shows.
    const upsell = (await getProposal(t, t.token, offer.proposalCode)).body;
    expect(upsell).toMatchObject({ startAt: DRIVEAWAY_ENDS, data: { startDate: '2026-03-07' } });
    const active = upsell.quote?.availablePaymentSchedules.find((s) => s.active) as unknown as {
      type: string;
      instalments: number[];
    };
    expect(offer.paymentSchedule).toEqual({ type: active.type, instalments: active.instalments });
    expect(active.type).toBe('MONTHLY');

    // Bought two days later, while the drive-away runs: flex still starts when it ends.
    t.clock.set('2026-03-04T16:40:00Z');
    // The visitor's token of two days ago has lapsed: they come back by their quote reference.
    t.token = await retrieveToken(t, bound.externalReference);
    expect((await verify(t, t.token, offer.proposalCode)).body.isClear).toBe(true);
    await bindPaid(t, offer.proposalCode);
    expect(await policyOf(offer.proposalCode)).toEqual({
      startAt: DRIVEAWAY_ENDS,
      endAt: '2027-03-07T10:17:43.120Z',
      status: 'PENDING',
    });
    // The confirmation email states the same minute, as formatCoverTime words it.
    const texts = (await readOutbox(t.db, person.email)).map((email) => email.text);
    expect(formatCoverTime(DRIVEAWAY_ENDS)).toBe('10:17 on 7 March 2026');
    expect(texts.some((text) => text.includes('Cover starts: 10:17 on 7 March 2026'))).toBe(true);

    // Upgraded once: the offer is gone, and binding again makes no second policy.
    expect(await upsellOf(bound.proposalCode)).toMatchObject({ status: 'POLICY', offered: false });
    await bindPaid(t, offer.proposalCode);
    const policies = await t.db.query('SELECT id FROM policies WHERE proposal_id = $1', [
      offer.proposalCode,
    ]);
    expect(policies).toHaveLength(1);
  });

  it('shows the upsell only to the drive-away’s own visitor: another visitor can neither read nor buy it', async () => {
    const bound = await boughtDriveaway(t, t.token, { startDate: '2026-03-02' });
    const code = (await upsellOf(bound.proposalCode)).proposalCode;
    const stranger = await t.anonymousToken();
    expect((await getProposal(t, stranger, code)).status).toBe(404);
    expect((await getProposal(t, stranger, bound.proposalCode)).status).toBe(404);
    expect((await verify(t, stranger, code)).status).toBe(404);
    expect((await bind(t, stranger, code)).status).toBe(404);
  });

  it('stops offering the upsell once the drive-away cover has ended', async () => {
    const bound = await boughtDriveaway(t, t.token, { startDate: '2026-03-02' });
    expect((await upsellOf(bound.proposalCode)).offered).toBe(true);
    t.clock.set(DRIVEAWAY_ENDS);
    t.token = await retrieveToken(t, bound.externalReference);
    expect((await upsellOf(bound.proposalCode)).offered).toBe(false);
  });

  it('lists the upsell among the quotes while the drive-away is in force, and no more once it has ended', async () => {
    const bound = await boughtDriveaway(t, t.token, { startDate: '2026-03-02' });
    const code = (await upsellOf(bound.proposalCode)).proposalCode;
    const listed = async () => {
      const response = await t.call<{ proposalCode: string }[]>('GET', '/api/proposals', {
        token: t.token,
      });
      expect(response.status).toBe(200);
      return response.body.map((proposal) => proposal.proposalCode);
    };
    expect(await listed()).toEqual(expect.arrayContaining([bound.proposalCode, code]));
    t.clock.set(DRIVEAWAY_ENDS);
    t.token = await retrieveToken(t, bound.externalReference);
    const after = await listed();
    // The bought drive-away stays; its upsell continues nothing now, so it is no quote to offer.
    expect(after).toContain(bound.proposalCode);
    expect(after).not.toContain(code);
    // Opened by its address it still answers, not offered.
    expect((await getProposal(t, t.token, code)).status).toBe(200);
  });
});

describe(`a cached read of the drive-away (${TEST_DATABASE_KIND})`, () => {
  // Bought at 00:30 on 2 March, the drive-away ends at 00:30 on 7 March.
  const t = useTestApp({ eachTestAt: '2026-03-02T00:30:00Z' });

  it('stops offering the upsell the minute the drive-away ends, not at midnight', async () => {
    const bound = await boughtDriveaway(t, t.token, { startDate: '2026-03-02' });
    t.clock.set('2026-03-07T00:20:00Z');
    t.token = await retrieveToken(t, bound.externalReference);
    const read = async () =>
      (
        (await getProposal(t, t.token, bound.proposalCode)).body as ProposalBody & {
          upsellProposal: Upsell;
        }
      ).upsellProposal;
    expect(await read()).toMatchObject({ offered: true, startAt: '2026-03-07T00:30:00.000Z' });
    // Ten minutes later, the same London day: the read rendered at 00:20 is not served again.
    t.clock.set('2026-03-07T00:31:00Z');
    expect((await read()).offered).toBe(false);
  });
});

describe('upsellOfferedUntil', () => {
  it('is the flex start while offered, else never', () => {
    expect(upsellOfferedUntil({ offered: true, startAt: DRIVEAWAY_ENDS })).toBe(
      Date.parse(DRIVEAWAY_ENDS),
    );
    expect(upsellOfferedUntil({ offered: false, startAt: DRIVEAWAY_ENDS })).toBe(Infinity);
    expect(upsellOfferedUntil(null)).toBe(Infinity);
  });
});

describe('upsellOpen', () => {
  const now = new Date('2026-03-04T12:00:00Z');
  const live = { status: 'ACTIVE', expiredAt: DRIVEAWAY_ENDS, terminatedAt: null };

  it('offers a priced upsell while the drive-away is in force or still to start', () => {
    expect(upsellOpen({ status: 'QUOTE' }, live, now)).toBe(true);
    expect(upsellOpen({ status: 'QUOTE' }, { ...live, status: 'PENDING' }, now)).toBe(true);
  });

  it('counts the drive-away ended once past its end, cancelled, lapsed or gone', () => {
    expect(driveawayEnded(live, now)).toBe(false);
    expect(driveawayEnded(live, new Date(DRIVEAWAY_ENDS))).toBe(true);
    expect(driveawayEnded({ ...live, status: 'LAPSED' }, now)).toBe(true);
    expect(driveawayEnded({ ...live, terminatedAt: now.toISOString() }, now)).toBe(true);
    expect(driveawayEnded(null, now)).toBe(true);
  });

  it('does not offer one bought, unpriced, without its drive-away, cancelled or ended', () => {
    expect(upsellOpen({ status: 'POLICY' }, live, now)).toBe(false);
    expect(upsellOpen({ status: 'REFERRAL' }, live, now)).toBe(false);
    expect(upsellOpen({ status: 'QUOTE' }, null, now)).toBe(false);
    expect(upsellOpen({ status: 'QUOTE' }, { ...live, terminatedAt: now.toISOString() }, now)).toBe(
      false,
    );
    expect(upsellOpen({ status: 'QUOTE' }, { ...live, status: 'CANCELLED' }, now)).toBe(false);
    expect(upsellOpen({ status: 'QUOTE' }, live, new Date(DRIVEAWAY_ENDS))).toBe(false);
  });
});

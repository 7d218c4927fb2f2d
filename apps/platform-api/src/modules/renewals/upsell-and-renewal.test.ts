import {
  boughtDriveaway,
  boughtFlex,
  FLEX,
  getProposal,
  type ProblemBody,
  type ProposalBody,
  quotedProposal,
  retrieveToken,
  servicesOf,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { findQuote } from '../proposals';
import { createRenewalProposal } from './renewal-proposal';

describe(`upsell and renewal proposals (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  async function get(code: string, as = t.token) {
    return (await getProposal(t, as, code)).body;
  }

  function autoRenewal(code: string, body: unknown, as = t.token) {
    return t.call<ProposalBody & ProblemBody>('PUT', `/api/proposals/${code}/autoRenewal`, {
      token: as,
      body,
    });
  }

  describe('the upsell of a drive-away bind', () => {
    it('is a rated flex proposal from the end of the drive-away cover, without drive-away answers', async () => {
      const bound = await boughtDriveaway(t, t.token);
      expect(bound.retailer).not.toBeNull();
      expect(bound.upsellProposal).toEqual({
        proposalCode: expect.any(String),
        status: 'QUOTE',
        startAt: '2026-03-15T00:00:00.000Z',
        endAt: '2027-03-15T00:00:00.000Z',
        paymentSchedule: { type: 'MONTHLY', instalments: expect.any(Array) },
        offered: true,
      });
      const upsell = await get(bound.upsellProposal?.proposalCode as string);
      expect(upsell).toMatchObject({
        kind: 'UPSELL',
        schemeCode: FLEX,
        status: 'QUOTE',
        sourceProposal: { proposalCode: bound.proposalCode },
        sourcePolicy: { policyId: bound.policyId },
        retailer: null,
        autoRenewalEnabled: true,
      });
      expect(upsell.quote?.availablePaymentSchedules.find((s) => s.active)?.type).toBe('MONTHLY');
      // Drive-away cover runs 10 to 15 March; flex takes over on the 15th.
      expect(upsell.data.startDate).toBe('2026-03-15');
      expect(upsell.startAt).toBe('2026-03-15T00:00:00.000Z');
      expect(upsell.data.policyholder).toEqual(bound.data.policyholder);
      expect(upsell.statusHistory.map((h) => h.status)).toEqual(['INSUFFICIENT_ACCURACY', 'QUOTE']);
      const listed = await t.call<ProposalBody[]>('GET', '/api/proposals', { token: t.token });
      expect(listed.body.map((p) => p.proposalCode)).toContain(upsell.proposalCode);
    });
  });

  describe('createRenewalProposal', () => {
    it("rates the policy's current answers from its expiry, and GET /proposals shows it", async () => {
      const bound = await boughtFlex(t, t.token);
      // The renewal job runs in the weeks before the anniversary.
      t.clock.set('2027-02-20T10:00:00Z');
      const renewal = await createRenewalProposal(servicesOf(t), bound.policyId as string);
      expect(renewal).toMatchObject({
        kind: 'RENEWAL',
        schemeCode: FLEX,
        status: 'QUOTE',
        sourcePolicyId: bound.policyId,
        ownerUserId: expect.any(String),
      });
      expect(renewal.data.startDate).toBe('2027-03-10');
      expect(renewal.currentQuoteId).not.toBeNull();
      const owner = await retrieveToken(t, bound.externalReference);
      const listed = await t.call<ProposalBody[]>('GET', '/api/proposals', { token: owner });
      const shown = listed.body.find((p) => p.proposalCode === renewal.id);
      expect(shown).toMatchObject({
        kind: 'RENEWAL',
        status: 'QUOTE',
        sourcePolicy: { policyId: bound.policyId },
        startAt: '2027-03-10T00:00:00.000Z',
      });
      expect(shown?.quote?.ratingStatus).toBe('QUOTE');
    });

    it('holds the renewal price until the renewal day, also for an invitation sent 40 days ahead', async () => {
      const bound = await boughtFlex(t, t.token);
      t.clock.set('2027-01-29T10:00:00Z');
      const renewal = await createRenewalProposal(servicesOf(t), bound.policyId as string);
      expect(renewal).toMatchObject({ status: 'QUOTE', data: { startDate: '2027-03-10' } });
      const quote = await findQuote(t.db, renewal.currentQuoteId as string);
      // Rated although the start date is beyond what a new quote may choose: the platform set it.
      // Its price holds to the end of 10 March 2027 in London (GMT), not 30 days after rating.
      expect(quote?.validUntil).toBe('2027-03-10T23:59:59.999Z');
      t.clock.set('2027-03-10T20:00:00Z');
      const owner = await retrieveToken(t, bound.externalReference);
      expect((await get(renewal.id, owner)).status).toBe('QUOTE');
      t.clock.set('2027-03-11T00:30:00Z');
      expect((await get(renewal.id, owner)).status).toBe('QUOTE_EXPIRED');
    });

    it("refuses a change to a renewal's start date, which is the policy's anniversary", async () => {
      const bound = await boughtFlex(t, t.token);
      t.clock.set('2027-02-20T10:00:00Z');
      const renewal = await createRenewalProposal(servicesOf(t), bound.policyId as string);
      const owner = await retrieveToken(t, bound.externalReference);
      const changed = await t.call<ProblemBody>('PATCH', `/api/proposals/${renewal.id}`, {
        token: owner,
        body: { changes: [{ path: 'startDate', value: '2027-03-20' }] },
      });
      expect(changed.status).toBe(400);
      expect((await get(renewal.id, owner)).startAt).toBe('2027-03-10T00:00:00.000Z');
    });

    it('makes one renewal per policy, also when the job runs twice at once', async () => {
      const bound = await boughtFlex(t, t.token);
      t.clock.set('2027-02-20T10:00:00Z');
      const together = await Promise.all(
        [1, 2].map(() => createRenewalProposal(servicesOf(t), bound.policyId as string)),
      );
      const again = await createRenewalProposal(servicesOf(t), bound.policyId as string);
      expect(new Set([...together, again].map((p) => p.id)).size).toBe(1);
      const rows = await t.db.query(
        "SELECT id FROM proposals WHERE source_policy_id = $1 AND kind = 'RENEWAL'",
        [bound.policyId],
      );
      expect(rows).toHaveLength(1);
    });

    it('refuses drive-away cover, which does not renew, and an unknown policy', async () => {
      const bound = await boughtDriveaway(t, t.token);
      await expect(
        createRenewalProposal(servicesOf(t), bound.policyId as string),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'policy.noRenewal' });
      await expect(createRenewalProposal(servicesOf(t), 'POLNOPE')).rejects.toMatchObject({
        kind: 'not-found',
      });
    });
  });

  describe('PUT /proposals/{id}/autoRenewal', () => {
    it('turns renewal off and on for a flex proposal', async () => {
      const quoted = await quotedProposal(t, t.token);
      expect(quoted.autoRenewalEnabled).toBe(true);
      const off = await autoRenewal(quoted.proposalCode, { enabled: false });
      expect(off.status).toBe(200);
      expect(off.body.autoRenewalEnabled).toBe(false);
      expect((await get(quoted.proposalCode)).autoRenewalEnabled).toBe(false);
      const on = await autoRenewal(quoted.proposalCode, { enabled: true });
      expect(on.body.autoRenewalEnabled).toBe(true);
    });

    it('sets a renewal proposal', async () => {
      const bound = await boughtFlex(t, t.token);
      t.clock.set('2027-02-20T10:00:00Z');
      const renewal = await createRenewalProposal(servicesOf(t), bound.policyId as string);
      const owner = await retrieveToken(t, bound.externalReference);
      const off = await autoRenewal(renewal.id, { enabled: false }, owner);
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ kind: 'RENEWAL', autoRenewalEnabled: false });
    });

    it('refuses drive-away and bound proposals, changing nothing', async () => {
      const driveaway = await quotedProposal(t, t.token, { schemeCode: 'BRAND-DRIVEAWAY' });
      const refused = await autoRenewal(driveaway.proposalCode, { enabled: true });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'proposal.noRenewal',
        detail: 'Drive-away cover does not renew.',
      });
      const bound = await boughtFlex(t, t.token);
      const boundRefused = await autoRenewal(bound.proposalCode, { enabled: false });
      expect(boundRefused.status).toBe(409);
      expect(boundRefused.body.code).toBe('proposal.notEditable');
      expect((await get(bound.proposalCode)).autoRenewalEnabled).toBe(true);
    });

    it('refuses bad bodies and hides another visitor’s proposal', async () => {
      const quoted = await quotedProposal(t, t.token);
      for (const body of [{}, { enabled: 'maybe' }, { enabled: true, reason: 'x' }]) {
        expect((await autoRenewal(quoted.proposalCode, body)).status).toBe(400);
      }
      expect(
        (await autoRenewal(quoted.proposalCode, { enabled: false }, await t.anonymousToken()))
          .status,
      ).toBe(404);
      expect((await get(quoted.proposalCode)).autoRenewalEnabled).toBe(true);
    });
  });
});

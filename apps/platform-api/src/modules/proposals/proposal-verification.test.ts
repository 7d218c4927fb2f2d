import { SANDBOX_CONSIDER_SURNAMES } from '../../integrations/verification/sandbox-verification';
import {
  boughtDriveaway,
  createProposal,
  DRIVEAWAY,
  getProposal,
  type ProblemBody,
  quotedProposal,
  retrieveToken,
  uniquePerson,
  verify,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { DRIVEAWAY_CHECKS } from './proposal-verification';

type Outcome = { isClear: boolean; checks: { check: string; result: string }[] } & ProblemBody;

describe(`proposal verification API (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  function idCheck(code: string, as = t.token) {
    return t.call<Outcome>('PUT', `/api/proposals/${code}/id-check`, { token: as });
  }

  async function proposal(code: string, as = t.token) {
    return (await getProposal(t, as, code)).body;
  }

  function resultOf(outcome: Outcome, check: string) {
    return outcome.checks.find((c) => c.check === check)?.result;
  }

  describe('PUT /proposals/{id}/id-check', () => {
    it('clears a quote and keeps the result with the version it holds for', async () => {
      const quoted = await quotedProposal(t, t.token);
      const response = await idCheck(quoted.proposalCode);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        isClear: true,
        checks: [{ check: 'identity', result: 'CLEAR' }],
      });
      const after = await proposal(quoted.proposalCode);
      expect(after.idCheck).toMatchObject({ isClear: true, version: after.version });
      expect(after.version).toBe(quoted.version + 1);
    });

    it('answers CONSIDER for an identity the agency cannot confirm', async () => {
      const quoted = await quotedProposal(t, t.token, {
        lastName: SANDBOX_CONSIDER_SURNAMES.identity,
      });
      const response = await idCheck(quoted.proposalCode);
      expect(response.body).toEqual({
        isClear: false,
        checks: [{ check: 'identity', result: 'CONSIDER' }],
      });
      expect((await proposal(quoted.proposalCode)).idCheck?.isClear).toBe(false);
    });

    it('needs the policyholder answers first (422 naming them), then a quote (409)', async () => {
      const created = await createProposal(t, t.token);
      const missing = await idCheck(created.body.proposalCode);
      expect(missing.status).toBe(422);
      expect(missing.body.code).toBe('proposal.policyholderMissing');
      expect(missing.body.errors?.map((e) => e.path)).toEqual([
        'policyholder.name.firstName',
        'policyholder.name.lastName',
        'policyholder.dateOfBirth',
        'policyholder.address.postalCode',
      ]);
      await t.call('PATCH', `/api/proposals/${created.body.proposalCode}`, {
        token: t.token,
        body: {
          changes: [
            { path: 'policyholder.name', value: { firstName: 'Jane', lastName: 'Smith' } },
            { path: 'policyholder.dateOfBirth', value: '1985-03-27' },
            {
              path: 'policyholder.address',
              value: {
                line1: '1 Cowley Road',
                city: 'Oxford',
                postalCode: 'OX4 1HP',
                countryIso3: 'GBR',
              },
            },
          ],
        },
      });
      const unpriced = await idCheck(created.body.proposalCode);
      expect(unpriced.status).toBe(409);
      expect(unpriced.body.code).toBe('proposal.notQuoted');
      expect((await proposal(created.body.proposalCode)).idCheck).toBeNull();
    });

    it('refuses an expired quote', async () => {
      const quoted = await quotedProposal(t, t.token);
      t.clock.set('2026-03-11T10:00:00Z');
      const owner = await retrieveToken(t, quoted.externalReference);
      const response = await idCheck(quoted.proposalCode, owner);
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('proposal.quoteExpired');
    });
  });

  describe('PUT /proposals/{id}/verify', () => {
    it('clears a flex quote on the agency checks alone', async () => {
      const quoted = await quotedProposal(t, t.token);
      const response = await verify(t, t.token, quoted.proposalCode);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        isClear: true,
        checks: [
          { check: 'identity', result: 'CLEAR' },
          { check: 'sanctions', result: 'CLEAR' },
          { check: 'fraud', result: 'CLEAR' },
        ],
      });
      const after = await proposal(quoted.proposalCode);
      expect(after.verification).toMatchObject({ isClear: true, version: after.version });
    });

    it.each([
      ['identity', SANDBOX_CONSIDER_SURNAMES.identity],
      ['sanctions', SANDBOX_CONSIDER_SURNAMES.sanctions],
      ['fraud', SANDBOX_CONSIDER_SURNAMES.fraud],
    ])('marks the %s check CONSIDER for a %s test identity', async (check, lastName) => {
      const quoted = await quotedProposal(t, t.token, { lastName });
      const response = await verify(t, t.token, quoted.proposalCode);
      expect(response.body.isClear).toBe(false);
      expect(response.body.checks.filter((c) => c.result === 'CONSIDER')).toEqual([
        { check, result: 'CONSIDER' },
      ]);
      expect((await proposal(quoted.proposalCode)).verification?.isClear).toBe(false);
    });

    it('adds the drive-away rules, clear for a person without drive-away cover', async () => {
      const quoted = await quotedProposal(t, t.token, { schemeCode: DRIVEAWAY });
      const response = await verify(t, t.token, quoted.proposalCode);
      expect(response.body.isClear).toBe(true);
      expect(response.body.checks.slice(3)).toEqual([
        { check: DRIVEAWAY_CHECKS.maximumPolicies, result: 'CLEAR' },
        { check: DRIVEAWAY_CHECKS.priorPolicies, result: 'CLEAR' },
      ]);
    });

    // Each second quote below is answered before the first policy exists: the early check
    // (driveaway-eligibility.test.ts) would refuse it later. Verify must still refuse it.
    it('refuses a second drive-away policy to the same person, matched by email', async () => {
      const person = uniquePerson();
      const other = await t.anonymousToken();
      const second = await quotedProposal(t, other, {
        schemeCode: DRIVEAWAY,
        ...uniquePerson(),
        email: person.email.toUpperCase(),
      });
      await boughtDriveaway(t, t.token, person);
      const response = await verify(t, other, second.proposalCode);
      expect(response.body.isClear).toBe(false);
      expect(resultOf(response.body, DRIVEAWAY_CHECKS.maximumPolicies)).toBe('CONSIDER');
      // The checks do not overlap: a live policy is the maximum, not a prior one.
      expect(resultOf(response.body, DRIVEAWAY_CHECKS.priorPolicies)).toBe('CLEAR');
      expect(resultOf(response.body, 'identity')).toBe('CLEAR');
    });

    it('matches the person by name and date of birth under another email', async () => {
      const person = uniquePerson();
      const other = await t.anonymousToken();
      const second = await quotedProposal(t, other, {
        schemeCode: DRIVEAWAY,
        ...person,
        firstName: person.firstName.toUpperCase(),
        email: uniquePerson().email,
        dateOfBirth: '1979-06-01',
      });
      // The same name born on another day is somebody else.
      const third = await quotedProposal(t, await t.anonymousToken(), {
        schemeCode: DRIVEAWAY,
        ...person,
        email: uniquePerson().email,
        dateOfBirth: '1980-06-01',
      });
      await boughtDriveaway(t, t.token, { ...person, dateOfBirth: '1979-06-01' });
      const response = await verify(t, other, second.proposalCode);
      expect(resultOf(response.body, DRIVEAWAY_CHECKS.maximumPolicies)).toBe('CONSIDER');
      const owner = await retrieveToken(t, third.externalReference);
      expect((await verify(t, owner, third.proposalCode)).body.isClear).toBe(true);
    });

    it('refuses a person who held drive-away cover before, once it has ended', async () => {
      const person = uniquePerson();
      const again = await quotedProposal(t, await t.anonymousToken(), {
        schemeCode: DRIVEAWAY,
        ...person,
        startDate: '2026-03-25',
      });
      await boughtDriveaway(t, t.token, person);
      // The five-day cover from 10 March has ended by 20 March.
      t.clock.set('2026-03-20T10:00:00Z');
      const owner = await retrieveToken(t, again.externalReference);
      const response = await verify(t, owner, again.proposalCode);
      expect(resultOf(response.body, DRIVEAWAY_CHECKS.maximumPolicies)).toBe('CLEAR');
      expect(resultOf(response.body, DRIVEAWAY_CHECKS.priorPolicies)).toBe('CONSIDER');
      expect(response.body.isClear).toBe(false);
    });

    it("hides another visitor's proposal and refuses callers without a token", async () => {
      const quoted = await quotedProposal(t, t.token);
      const other = await t.anonymousToken();
      expect((await verify(t, other, quoted.proposalCode)).status).toBe(404);
      expect((await idCheck(quoted.proposalCode, other)).status).toBe(404);
      expect((await t.call('PUT', `/api/proposals/${quoted.proposalCode}/verify`)).status).toBe(
        401,
      );
      expect((await proposal(quoted.proposalCode)).verification).toBeNull();
    });
  });
});

import { randomUUID } from 'node:crypto';
import { textOf } from '../../http/texts';
import {
  answersFor,
  boughtDriveaway,
  createProposal,
  DRIVEAWAY,
  FLEX,
  getProposal,
  type ProblemBody,
  patchProposal,
  type QuoteOptions,
  uniquePerson,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { DRIVEAWAY_CHECKS, driveawayRefusal } from './driveaway-eligibility';

const MAXIMUM_TEXT = textOf('errors.verificationFailed.maxDriveAwayPolicies', {}, 'driveaway');
const PRIOR_TEXT = textOf('errors.verificationFailed.priorPolicies', {}, 'driveaway');

describe('driveawayRefusal', () => {
  const clear = { check: DRIVEAWAY_CHECKS.maximumPolicies, result: 'CLEAR' } as const;
  const prior = { check: DRIVEAWAY_CHECKS.priorPolicies, result: 'CONSIDER' } as const;
  const maximum = { check: DRIVEAWAY_CHECKS.maximumPolicies, result: 'CONSIDER' } as const;

  it('is null when every drive-away check is clear, whatever the agency said', () => {
    expect(driveawayRefusal([clear, { check: 'identity', result: 'CONSIDER' }])).toBeNull();
  });

  it('names the failing check with its own message, the maximum first', () => {
    expect(driveawayRefusal([clear, prior])?.toBody()).toMatchObject({
      status: 409,
      code: 'proposal.driveawayPriorPolicies',
      detail: PRIOR_TEXT,
    });
    expect(driveawayRefusal([prior, maximum])?.toBody()).toMatchObject({
      code: 'proposal.driveawayMaximumPolicies',
      detail: MAXIMUM_TEXT,
    });
    // The spec's texts, not the key: the texts exist in the drive-away set.
    expect(MAXIMUM_TEXT).toMatch(/maximum number of drive-away policies/);
    expect(PRIOR_TEXT).toMatch(/held drive-away cover before/);
  });
});

describe(`the early drive-away check (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  /** A new visitor's proposal with its sections up to (not including) `upTo` saved. */
  async function answeredUpTo(scheme: string, options: QuoteOptions, upTo: string) {
    const token = await t.anonymousToken();
    const created = await createProposal(t, token, { schemeCode: scheme });
    expect(created.status).toBe(201);
    const sections = await answersFor({ ...options, schemeCode: scheme });
    for (const id of Object.keys(sections)) {
      if (id === upTo) break;
      const saved = await patchProposal(t, token, created.body.proposalCode, {
        changes: sections[id],
      });
      expect({ id, status: saved.status }).toEqual({ id, status: 200 });
    }
    const save = () =>
      patchProposal<ProblemBody>(t, token, created.body.proposalCode, {
        changes: sections[upTo],
      });
    const read = async () => (await getProposal(t, token, created.body.proposalCode)).body;
    return { save, read };
  }

  it('refuses a visitor who holds a drive-away policy when About you names them', async () => {
    const person = uniquePerson();
    await boughtDriveaway(t, t.token, { ...person, dateOfBirth: '1981-02-03' });
    const second = await answeredUpTo(
      DRIVEAWAY,
      { ...person, email: uniquePerson().email, dateOfBirth: '1981-02-03' },
      'about-you',
    );
    const refused = await second.save();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'proposal.driveawayMaximumPolicies',
      detail: MAXIMUM_TEXT,
    });
    // A refused change saves nothing.
    expect((await second.read()).data.policyholder).toBeUndefined();
  });

  it('refuses by the email when the contact details give it', async () => {
    const person = uniquePerson();
    await boughtDriveaway(t, t.token, person);
    // Another name: About you is saved, the email then matches the first policy.
    const second = await answeredUpTo(
      DRIVEAWAY,
      { ...uniquePerson(), email: person.email },
      'contact-details',
    );
    const refused = await second.save();
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('proposal.driveawayMaximumPolicies');
  });

  it('refuses with the prior-policy message once the first cover has ended', async () => {
    const person = uniquePerson();
    await boughtDriveaway(t, t.token, person);
    // The five-day cover from 10 March has ended by 20 March.
    t.clock.set('2026-03-20T10:00:00Z');
    const again = await answeredUpTo(
      DRIVEAWAY,
      { ...person, startDate: '2026-03-25' },
      'about-you',
    );
    const refused = await again.save();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'proposal.driveawayPriorPolicies',
      detail: PRIOR_TEXT,
    });
  });

  it('lets the same person answer a flex quote, and a stranger a drive-away one', async () => {
    const person = uniquePerson();
    await boughtDriveaway(t, t.token, person);
    const flex = await answeredUpTo(FLEX, person, 'about-you');
    expect((await flex.save()).status).toBe(200);
    const stranger = await answeredUpTo(DRIVEAWAY, uniquePerson(), 'about-you');
    expect((await stranger.save()).status).toBe(200);
  });

  it('refuses a signed-in holder before the first question, and only for drive-away', async () => {
    const person = uniquePerson();
    await boughtDriveaway(t, t.token, person);
    const customer = await t.signedInToken(person.email);
    const refused = await createProposal<ProblemBody>(t, customer, { schemeCode: DRIVEAWAY });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'proposal.driveawayMaximumPolicies',
      detail: MAXIMUM_TEXT,
    });
    expect((await createProposal(t, customer, { schemeCode: FLEX })).status).toBe(201);
    // A new account with no drive-away cover starts one as before.
    const newcomer = await t.signedInToken(`new.${randomUUID()}@example.com`);
    expect((await createProposal(t, newcomer, { schemeCode: DRIVEAWAY })).status).toBe(201);
  });
});

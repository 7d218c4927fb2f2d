import { coverPeriod, formatCoverTime } from '@brand/domain';
import { readOutbox } from '../../integrations/email/outbox-email';
import {
  bind,
  DRIVEAWAY,
  getProposal,
  quotedProposal,
  uniquePerson,
  verify,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

/** The moment of the quote in issue 15: 02:45 on 26 November, London (GMT). */
const QUOTED_AT = '2026-11-26T02:45:00Z';
/** The purchase, three hours later the same day. */
const BOUGHT_AT = '2026-11-26T05:57:00Z';

describe(`cover times from quote to policy and email (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: QUOTED_AT });

  async function quotedDriveaway(startDate: string) {
    const person = uniquePerson();
    const quoted = await quotedProposal(t, t.token, {
      schemeCode: DRIVEAWAY,
      startDate,
      ...person,
    });
    expect((await verify(t, t.token, quoted.proposalCode)).status).toBe(200);
    return { quoted, email: person.email };
  }

  async function policyOf(code: string) {
    const [policy] = await t.db.query<{ incepted_at: Date; expired_at: Date; status: string }>(
      'SELECT incepted_at, expired_at, status FROM policies WHERE proposal_id = $1',
      [code],
    );
    return {
      startAt: new Date(policy?.incepted_at as Date).toISOString(),
      endAt: new Date(policy?.expired_at as Date).toISOString(),
      status: policy?.status,
    };
  }

  async function confirmationOf(email: string) {
    const [sent] = await readOutbox(t.db, email);
    return sent?.text ?? '';
  }

  it('starts cover bought today at the moment of purchase, not of the quote, and ends it five days later to the minute', async () => {
    const { quoted, email } = await quotedDriveaway('2026-11-26');
    expect({ startAt: quoted.startAt, endAt: quoted.endAt }).toEqual({
      startAt: '2026-11-26T02:45:00.000Z',
      endAt: '2026-12-01T02:45:00.000Z',
    });

    t.clock.set(BOUGHT_AT);
    const bound = await bind(t, t.token, quoted.proposalCode);
    expect(bound.status).toBe(200);

    const rule = coverPeriod({ scheme: 'driveaway', startDate: '2026-11-26', now: BOUGHT_AT });
    expect(rule).toMatchObject({
      startAt: '2026-11-26T05:57:00.000Z',
      endAt: '2026-12-01T05:57:00.000Z',
    });
    expect(await policyOf(quoted.proposalCode)).toEqual({
      startAt: rule.startAt,
      endAt: rule.endAt,
      status: 'ACTIVE',
    });
    const read = (await getProposal(t, t.token, quoted.proposalCode)).body;
    expect({ startAt: read.startAt, endAt: read.endAt }).toEqual({
      startAt: rule.startAt,
      endAt: rule.endAt,
    });
    const text = await confirmationOf(email);
    expect(text).toContain(`Cover starts: ${formatCoverTime(rule.startAt)}`);
    expect(text).toContain('Cover starts: 05:57 on 26 November 2026');
    expect(text).toContain('Cover ends: 05:57 on 1 December 2026');
  });

  it('starts cover for a later day at 00:00 London time that day and ends it at 00:00 five days on', async () => {
    const { quoted, email } = await quotedDriveaway('2026-12-01');
    t.clock.set(BOUGHT_AT);
    expect((await bind(t, t.token, quoted.proposalCode)).status).toBe(200);

    const rule = coverPeriod({ scheme: 'driveaway', startDate: '2026-12-01', now: BOUGHT_AT });
    expect(await policyOf(quoted.proposalCode)).toEqual({
      startAt: '2026-12-01T00:00:00.000Z',
      endAt: '2026-12-06T00:00:00.000Z',
      status: 'PENDING',
    });
    expect(rule).toMatchObject({
      startAt: '2026-12-01T00:00:00.000Z',
      endAt: '2026-12-06T00:00:00.000Z',
    });
    const text = await confirmationOf(email);
    expect(text).toContain('Cover starts: 00:00 on 1 December 2026');
    expect(text).toContain('Cover ends: 00:00 on 6 December 2026');
  });
});

import { formatPaymentPlan, paymentPlan } from '@brand/domain';
import { readOutbox } from '../../integrations/email/outbox-email';
import {
  createProposal,
  DRIVEAWAY,
  type ProposalBody,
  quotedProposal,
  uniquePerson,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { QUOTE_EMAIL_REPEAT_MS, QUOTE_EMAILS_PER_DAY } from './proposal-retain';

type Schedule = { type: 'MONTHLY' | 'SINGLE_PAYMENT'; instalments: number[] };
type Quoted = Omit<ProposalBody, 'quote'> & {
  brand: string;
  externalReference: string;
  quote: { validUntil: string; availablePaymentSchedules: Schedule[] };
};
type Problem = { status: number; code?: string; errors?: { path: string; message: string }[] };

describe(`emailing a quote (retain, ${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  const retain = (code: string, email: string, headers: Record<string, string> = {}) =>
    t.call<Problem>('POST', `/api/proposals/${code}/retain`, {
      token: t.token,
      body: { email },
      headers,
    });

  async function quoted(schemeCode?: string) {
    const person = uniquePerson();
    const proposal = (await quotedProposal(t, t.token, {
      ...person,
      ...(schemeCode ? { schemeCode } : {}),
    })) as unknown as Quoted;
    return { proposal, email: person.email };
  }

  it('sends the reference, every price as the quote shows it, the start, the validity and the retrieve steps', async () => {
    const { proposal, email } = await quoted();
    const response = await retain(proposal.proposalCode, email.toUpperCase());
    expect(response.status).toBe(204);
    const [sent, ...more] = await readOutbox(t.db, email);
    expect(more).toEqual([]);
    const ref = proposal.externalReference;
    expect(sent?.subject).toBe(`Your ${proposal.brand} car insurance quote ${ref}`);
    const text = sent?.text ?? '';
    expect(text).toContain(`Quote reference: ${ref}`);
    expect(text).toContain('Cover: Monthly subscription car insurance');
    // The same sentences the quote page builds from the API's instalments.
    const plans = proposal.quote.availablePaymentSchedules.map((schedule) =>
      formatPaymentPlan(paymentPlan(schedule)),
    );
    // Flex is sold monthly only (its checkout's schedules): the email offers nothing else.
    expect(plans).toEqual([expect.stringMatching(/ a month$/)]);
    expect(text).toContain(`Price: ${plans.join(', or ')}\n`);
    expect(text).not.toContain('in one payment');
    // The fixtures' start date is a later day: cover starts at 00:00 that day.
    expect(text).toContain('Cover starts: 00:00 on 10 March 2026');
    // 30 days, to the minute, in London time (British Summer Time by then).
    expect(text).toContain('This price holds until 11:00 on 1 April 2026');
    expect(text).toContain(`Open http://platform.test/retrieve/${ref}`);
    expect(text).toContain(
      `Enter your quote reference (${ref}), your date of birth and your postcode.`,
    );
    // Nothing the retrieve check asks for, and no token: the link alone opens nothing.
    const data = proposal.data as { policyholder: { dateOfBirth: string; address?: unknown } };
    expect(text).not.toContain(data.policyholder.dateOfBirth);
    expect(text).not.toMatch(/token|eyJ/i);
    expect(text).not.toContain(proposal.proposalCode);
  });

  it('says a one-payment drive-away quote’s price and its immediate start in the quote page’s words', async () => {
    t.clock.set('2026-03-10T09:30:00Z');
    t.token = await t.anonymousToken();
    const { proposal, email } = await quoted(DRIVEAWAY);
    expect((await retain(proposal.proposalCode, email)).status).toBe(204);
    const [sent] = await readOutbox(t.db, email);
    expect(sent?.text).toContain('Cover: Drive-away cover');
    expect(sent?.text).toContain('Cover starts: Immediately when you buy');
    const [only] = proposal.quote.availablePaymentSchedules;
    expect(sent?.text).toContain(`Price: ${formatPaymentPlan(paymentPlan(only as Schedule))}`);
  });

  it('sends only to the email on the quote, never to another address', async () => {
    const { proposal } = await quoted();
    const response = await retain(proposal.proposalCode, 'someone.else@example.com');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ path: 'email', message: 'validation.quoteEmail' }),
    ]);
    expect(await readOutbox(t.db, 'someone.else@example.com')).toEqual([]);
  });

  it('refuses a quote without an email or a price yet', async () => {
    const { proposalCode } = (await createProposal<{ proposalCode: string }>(t, t.token)).body;
    const response = await retain(proposalCode, 'jane@example.com');
    expect(response).toMatchObject({ status: 409, body: { code: 'proposal.noEmail' } });
  });

  it('sends one email for a repeated press: the same key, or another key within moments', async () => {
    const { proposal, email } = await quoted();
    const key = { 'idempotency-key': 'press-1' };
    expect((await retain(proposal.proposalCode, email, key)).status).toBe(204);
    expect((await retain(proposal.proposalCode, email, key)).status).toBe(204);
    expect(
      (await retain(proposal.proposalCode, email, { 'idempotency-key': 'press-2' })).status,
    ).toBe(204);
    expect(await readOutbox(t.db, email)).toHaveLength(1);
    // Later, the same key is still the same press; a new one is a new email.
    t.clock.advance(QUOTE_EMAIL_REPEAT_MS);
    expect((await retain(proposal.proposalCode, email, key)).status).toBe(204);
    expect(await readOutbox(t.db, email)).toHaveLength(1);
    expect(
      (await retain(proposal.proposalCode, email, { 'idempotency-key': 'press-3' })).status,
    ).toBe(204);
    expect(await readOutbox(t.db, email)).toHaveLength(2);
  });

  it(`sends at most ${QUOTE_EMAILS_PER_DAY.hits} a day for one quote`, async () => {
    const { proposal, email } = await quoted();
    for (let i = 0; i < QUOTE_EMAILS_PER_DAY.hits; i += 1) {
      expect((await retain(proposal.proposalCode, email)).status).toBe(204);
      t.clock.advance(QUOTE_EMAIL_REPEAT_MS);
    }
    const refused = await retain(proposal.proposalCode, email);
    expect(refused).toMatchObject({ status: 429, body: { code: 'proposal.quoteEmailLimit' } });
    expect(await readOutbox(t.db, email)).toHaveLength(QUOTE_EMAILS_PER_DAY.hits);
  });

  it('refuses another visitor’s quote', async () => {
    const { proposal, email } = await quoted();
    const response = await t.call('POST', `/api/proposals/${proposal.proposalCode}/retain`, {
      token: await t.anonymousToken(),
      body: { email },
    });
    expect(response.status).toBe(404);
    expect(await readOutbox(t.db, email)).toEqual([]);
  });
});

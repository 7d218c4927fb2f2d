// Issue 17, part "agree": a policy's figures and times agree to the penny and the minute wherever
// the platform states them — the API answers, the certificate, schedule and statement PDFs, and
// the policy confirmation email. Past defects sat between tests that each checked one place; this
// one reads every place for the same bought policy and compares them. The screens are checked by
// tooling/e2e/src/policy-agreement.test.mjs against the same API answers.
//
// The expected texts are written out with Intl here rather than with @brand/domain's formatters,
// so a fault in the one formatter every place shares still shows.

import { randomUUID } from 'node:crypto';
import { extractText } from 'unpdf';
import { textOf } from '../../http/texts';
import {
  bind,
  bindPaid,
  DRIVEAWAY,
  getProposal,
  patchProposal,
  quotedProposal,
  servicesOf,
  verify,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import { runLifecycleJob } from '../policy-lifecycle';
import { runRenewalJob } from '../renewals';

type Schedule = {
  type: string;
  active: boolean;
  totals: { discounted: number; ipt: number; discount: number };
  instalments: number[];
};
type PolicyAnswer = {
  policyId: string;
  policyNumber: string;
  policyDetail: { inceptedAt: string; expiredAt: string | null; policyStatus: string };
  statusTransitions: { to: string; effectiveAt: string }[];
  currentPolicyVersion: {
    startedAt: string;
    quote: {
      availablePaymentSchedules: Schedule[];
      voluntaryExcess: number;
      voluntaryExcessApplies: boolean;
      excess: { excessCategory: string; excess: number }[];
      coverOptions: { code: string; selected: boolean }[];
    };
  };
};
type Account = { accountId: string; policyNumber: string; paymentDay: number };
type Statement = {
  statementId: string;
  statementNumber: number;
  statementBalance: number;
  amountOutstanding: number;
  paymentDueAt: string;
  servicePeriodStart: string | null;
  servicePeriodEnd: string | null;
  lineItems: { type: string; amount: number; effectiveAt: string }[];
};
type Estimate = { amount: number; paymentDueAt: string; servicePeriodStart: string };

const gbp = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
const londonParts = (iso: string) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  return (type: string) => parts.find((p) => p.type === type)?.value;
};
/** "00:00 on 30 March 2026": a cover start or end, to the minute in London. */
const coverTime = (iso: string) => {
  const part = londonParts(iso);
  return `${part('hour')}:${part('minute')} on ${part('day')} ${part('month')} ${part('year')}`;
};
const londonDay = (iso: string) => {
  const part = londonParts(iso);
  return `${part('day')} ${part('month')} ${part('year')}`;
};
/** The same instant to the minute, whatever the ISO text's precision. */
const minuteOf = (iso: string) => Math.floor(new Date(iso).getTime() / 60_000);

describe(`a policy’s figures and times agree everywhere (${TEST_DATABASE_KIND})`, () => {
  // Four days before the clocks go forward (29 March 2026): the flex cover starts after it, in BST.
  const t = useTestApp({ eachTestAt: '2026-03-25T10:00:00Z', anonymousToken: false });

  async function pdfText(location: string): Promise<string> {
    const response = await fetch(location.replace('http://platform.test', t.baseUrl));
    expect(response.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), {
      mergePages: true,
    });
    return text.replace(/\s+/g, ' ');
  }

  async function documentText(token: string, policyId: string, name: string): Promise<string> {
    const link = await t.call<{ location: string }>(
      'GET',
      `/api/documents/policy/${policyId}/${name}`,
      { token },
    );
    expect(link.status).toBe(200);
    return pdfText(link.body.location);
  }

  async function confirmationEmail(policyId: string): Promise<string> {
    const [email] = await t.db.query<{ text_body: string }>(
      'SELECT text_body FROM queued_emails WHERE dedupe_key = $1',
      [`policy-confirmation:${policyId}`],
    );
    expect(email).toBeDefined();
    return email?.text_body as string;
  }

  /** The lifecycle job run late (hours after the moment it acts on), and the email it queued. */
  async function lifecycleEmail(at: string, policyId: string, to: string): Promise<string> {
    t.clock.set(at);
    for (let run = 0; run < 2; run++) {
      await runLifecycleJob(servicesOf(t), { lapseAfterFailedPaymentDays: 14 });
    }
    const [email] = await t.db.query<{ text_body: string }>(
      'SELECT text_body FROM queued_emails WHERE dedupe_key = $1',
      [`policy-transition:${policyId}:${to}`],
    );
    expect(email).toBeDefined();
    return email?.text_body as string;
  }

  async function policyAnswer(token: string, policyId: string): Promise<PolicyAnswer> {
    const policy = await t.call<PolicyAnswer>('GET', `/api/policies/${policyId}`, { token });
    expect(policy.status).toBe(200);
    return policy.body;
  }

  it('flex, monthly, with an add-on and a voluntary excess, starting after the clocks change', async () => {
    const buyer = `agree.flex.${randomUUID()}@example.com`;
    const token = await t.signedInToken(buyer);
    const quoted = await quotedProposal(t, token, { startDate: '2026-03-30' });
    const code = quoted.proposalCode;
    for (const change of [
      { path: 'legal_expenses', value: true, attribute: 'optionalCover' },
      { path: 'voluntaryExcess', value: 250, attribute: 'voluntaryExcess' },
    ]) {
      // 250 is not an option: refused, and the proposal keeps what it had.
      const answer = await patchProposal(t, token, code, { changes: [change] });
      if (change.value === 250) {
        expect(answer.status).toBe(400);
        const refused = await patchProposal(t, token, code, {
          changes: [{ ...change, value: 200 }],
        });
        expect(refused.status).toBe(200);
      } else {
        expect(answer.status).toBe(200);
      }
    }
    expect((await verify(t, token, code)).body.isClear).toBe(true);
    await bindPaid(t, code);
    const bought = (await getProposal(t, token, code)).body;
    expect(bought.status).toBe('POLICY');
    const policyId = bought.policyId as string;

    // The API: one start, the chosen add-on and excess on the quote the policy holds.
    const policy = await policyAnswer(token, policyId);
    const { startedAt, quote } = policy.currentPolicyVersion;
    expect(minuteOf(policy.policyDetail.inceptedAt)).toBe(minuteOf(startedAt));
    expect(minuteOf(bought.startAt as string)).toBe(minuteOf(startedAt));
    // Midnight of the chosen day in London, in BST after the change: 23:00 UTC the day before.
    expect(coverTime(startedAt)).toBe('00:00 on 30 March 2026');
    const expiredAt = policy.policyDetail.expiredAt as string;
    expect(minuteOf(bought.endAt as string)).toBe(minuteOf(expiredAt));
    expect(quote.voluntaryExcess).toBe(200);
    expect(quote.coverOptions.filter((o) => o.selected).map((o) => o.code)).toEqual([
      'legal_expenses',
    ]);
    const schedule = quote.availablePaymentSchedules.find((s) => s.active) as Schedule;
    expect(schedule.type).toBe('MONTHLY');
    const [firstPayment, regularPayment] = schedule.instalments as [number, number];

    // The certificate and schedule: the same start to the minute; the schedule the same figures.
    const certificate = await documentText(token, policyId, 'policy-certificate');
    expect(certificate).toContain(
      `Effective date of the commencement of insurance ${coverTime(startedAt)}`,
    );
    expect(certificate).toContain(`Date of expiry of insurance ${coverTime(expiredAt)}`);
    const schedulePdf = await documentText(token, policyId, 'policy-schedule');
    expect(schedulePdf).toContain(`Cover starts ${coverTime(startedAt)}`);
    expect(schedulePdf).toContain(`Cover ends ${coverTime(expiredAt)}`);
    expect(schedulePdf).toContain(
      `Each month, including Insurance Premium Tax ${gbp(schedule.totals.discounted)}`,
    );
    expect(schedulePdf).toContain(`Each month, Insurance Premium Tax ${gbp(schedule.totals.ipt)}`);
    expect(schedulePdf).toContain(`Payment 1 ${gbp(firstPayment)}`);
    expect(schedulePdf).toContain(`Payment 2 ${gbp(regularPayment)}`);
    expect(schedulePdf).toContain('Motor legal expenses: Included');
    // Each excess line as the quote gives it (the voluntary excess inside the lines it adds to).
    for (const line of quote.excess) {
      const name = textOf(`covers.excessTypes.${line.excessCategory}`, {}, 'flex');
      expect(schedulePdf).toContain(`${name} ${gbp(line.excess)}`);
    }
    expect(schedulePdf).toContain(`Voluntary excess (included above) ${gbp(20_000)}`);
    const fact = await documentText(token, policyId, 'statement-of-fact');
    expect(fact).toContain(londonDay(startedAt));

    // The confirmation email: the same start and end, to the minute.
    const email = await confirmationEmail(policyId);
    expect(email).toContain(`Cover starts: ${coverTime(startedAt)}`);
    expect(email).toContain(`Cover ends: ${coverTime(expiredAt)}`);

    // The billing answers: the first statement asks for the first payment, the estimate the next.
    const [account] = (
      await t.call<Account[]>('GET', `/api/customerAccounts?policyNumber=${policy.policyNumber}`, {
        token,
      })
    ).body;
    expect(account).toBeDefined();
    const accountId = (account as Account).accountId;
    const statements = await t.call<Statement[]>(
      'GET',
      `/api/customerAccounts/${accountId}/statements`,
      { token },
    );
    expect(statements.status).toBe(200);
    const first = statements.body.find((s) => s.statementNumber === 0) as Statement;
    expect(first).toBeDefined();
    const full = await t.call<Statement>(
      'GET',
      `/api/customerAccounts/${accountId}/statements/${first.statementId}`,
      { token },
    );
    const invoiced = full.body.lineItems
      .filter((line) => line.type === 'INVOICE')
      .reduce((sum, line) => sum + line.amount, 0);
    expect(invoiced).toBe(firstPayment);
    // The first statement's service period starts on the cover's London day (30 March, not the
    // 29th its UTC instant falls on).
    expect(first.servicePeriodStart).toBe('2026-03-30');
    const estimate = await t.call<Estimate[]>(
      'GET',
      `/api/customerAccounts/${accountId}/nextStatementEstimate`,
      { token },
    );
    expect(estimate.status).toBe(200);
    expect(estimate.body[0]?.amount).toBe(regularPayment);
    expect(estimate.body[0]?.servicePeriodStart).toBe('2026-04-30');

    // The statement PDF: the statement route's figures and due day.
    const link = await t.call<{ location: string }>(
      'GET',
      `/api/customerAccounts/${accountId}/statements/${first.statementId}/document`,
      { token },
    );
    expect(link.status).toBe(200);
    const statementPdf = await pdfText(link.body.location);
    expect(statementPdf).toContain(`Payment due ${londonDay(full.body.paymentDueAt)}`);
    expect(statementPdf).toContain(`Statement balance ${gbp(full.body.statementBalance)}`);
    expect(statementPdf).toContain(`Amount outstanding ${gbp(full.body.amountOutstanding)}`);
    expect(statementPdf).toContain(`Service period ${londonDay(startedAt)} to`);

    // The lifecycle job, run at 06:00 on the day, states the start as everywhere else.
    const started = await lifecycleEmail('2026-03-30T05:00:00Z', policyId, 'ACTIVE');
    expect(started).toContain(`cover started at ${coverTime(startedAt)}.`);
    // Signed in again: the buyer's session of five days ago has ended.
    const after = await policyAnswer(await t.signedInToken(buyer), policyId);
    expect(after.policyDetail.policyStatus).toBe('ACTIVE');
    const activated = after.statusTransitions.find((move) => move.to === 'ACTIVE');
    expect(minuteOf(activated?.effectiveAt as string)).toBe(minuteOf(startedAt));
  });

  it('drive-away, cover starting when bought: the same start and end to the minute everywhere', async () => {
    const token = await t.signedInToken(`agree.driveaway.${randomUUID()}@example.com`);
    const quoted = await quotedProposal(t, token, {
      schemeCode: DRIVEAWAY,
      startDate: '2026-03-25',
    });
    // Bought 17 minutes after the quote, so "when you buy" is not the quote's moment.
    t.clock.advance(17 * 60_000);
    expect((await verify(t, token, quoted.proposalCode)).body.isClear).toBe(true);
    const bound = (await bind(t, token, quoted.proposalCode)).body;
    expect(bound.status).toBe('POLICY');
    const policyId = bound.policyId as string;
    const policy = await policyAnswer(token, policyId);
    const { startedAt, quote } = policy.currentPolicyVersion;
    const expiredAt = policy.policyDetail.expiredAt as string;
    expect(expiredAt).not.toBeNull();
    expect(minuteOf(policy.policyDetail.inceptedAt)).toBe(minuteOf(startedAt));
    expect(minuteOf(bound.startAt as string)).toBe(minuteOf(startedAt));
    expect(minuteOf(bound.endAt as string)).toBe(minuteOf(expiredAt));

    const certificate = await documentText(token, policyId, 'policy-certificate');
    expect(certificate).toContain(
      `Effective date of the commencement of insurance ${coverTime(startedAt)}`,
    );
    expect(certificate).toContain(`Date of expiry of insurance ${coverTime(expiredAt)}`);
    const schedulePdf = await documentText(token, policyId, 'policy-schedule');
    expect(schedulePdf).toContain(`Cover starts ${coverTime(startedAt)}`);
    expect(schedulePdf).toContain(`Cover ends ${coverTime(expiredAt)}`);
    const schedule = quote.availablePaymentSchedules.find((s) => s.active) as Schedule;
    expect(schedulePdf).toContain(gbp(schedule.totals.discounted));

    const email = await confirmationEmail(policyId);
    expect(email).toContain(`Cover starts: ${coverTime(startedAt)}`);
    expect(email).toContain(`Cover ends: ${coverTime(expiredAt)}`);

    // The job that ends it runs three hours late: its email states the term's end, not its run.
    const late = new Date(new Date(expiredAt).getTime() + 3 * 3_600_000).toISOString();
    const ended = await lifecycleEmail(late, policyId, 'LAPSED');
    expect(ended).toContain(`cover ended at ${coverTime(expiredAt)}, at the end of its term`);
  });

  it('a flex renewal starts when the policy ends, to the minute, at the price its quote gives', async () => {
    const buyer = `agree.renewal.${randomUUID()}@example.com`;
    const quoted = await quotedProposal(t, await t.signedInToken(buyer), {
      startDate: '2026-03-30',
    });
    expect((await verify(t, await t.signedInToken(buyer), quoted.proposalCode)).body.isClear).toBe(
      true,
    );
    await bindPaid(t, quoted.proposalCode);
    const policyId = (await getProposal(t, await t.signedInToken(buyer), quoted.proposalCode)).body
      .policyId as string;

    // A week before the end of its year, the renewal job has invited it.
    t.clock.set('2027-03-22T10:00:00Z');
    await runRenewalJob(servicesOf(t), { windowDays: 30 });
    const token = await t.signedInToken(buyer);
    const policy = (
      await t.call<
        PolicyAnswer & {
          renewalProposal: {
            proposalCode: string;
            startAt: string;
            premium: { type: string; amount: number } | null;
          } | null;
        }
      >('GET', `/api/policies/${policyId}`, { token })
    ).body;
    const renewal = policy.renewalProposal;
    expect(renewal).not.toBeNull();
    expect(coverTime(renewal?.startAt as string)).toBe(
      coverTime(policy.policyDetail.expiredAt as string),
    );
    expect(minuteOf(renewal?.startAt as string)).toBe(
      minuteOf(policy.policyDetail.expiredAt as string),
    );
    // The renewal page's price is its proposal's quote's, to the penny.
    const proposal = await getProposal<{
      startAt: string;
      quote: { availablePaymentSchedules: Schedule[] };
    }>(t, token, renewal?.proposalCode as string);
    expect(proposal.status).toBe(200);
    const active = proposal.body.quote.availablePaymentSchedules.find((s) => s.active) as Schedule;
    expect(renewal?.premium?.type).toBe(active.type);
    expect(renewal?.premium?.amount).toBe(active.totals.discounted);
    expect(minuteOf(proposal.body.startAt)).toBe(minuteOf(renewal?.startAt as string));
  });
});

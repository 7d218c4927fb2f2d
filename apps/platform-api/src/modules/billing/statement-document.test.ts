import { randomUUID } from 'node:crypto';
import { extractText } from 'unpdf';
import { IMPERSONATE_USER_HEADER } from '../../http/impersonation';
import { flexAccount } from '../../test/ledger-test-support';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';

type Statement = {
  statementId: string;
  statementNumber: number;
  createdAt: string;
  paymentDueAt: string;
  servicePeriodStart: string | null;
  servicePeriodEnd: string | null;
  broughtForwardBalance: number;
  subtotalBalance: number;
  statementBalance: number;
  carriedForwardBalance: number;
  amountOutstanding: number;
  lineItems: { amount: number; effectiveAt: string }[];
};
type StatementDocument = { fileName: string; location: string };

// Written out here rather than with the platform's formatters, so a formatter's fault shows.
const gbp = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
const londonDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));

describe(`statement PDF (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z', anonymousToken: false });

  async function customerWithFlex() {
    const email = `stmt.${randomUUID()}@example.com`;
    const token = await t.signedInToken(email);
    const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    const bought = await flexAccount(t, token);
    const [statement] = (
      await t.call<Statement[]>('GET', `/api/customerAccounts/${bought.accountId}/statements`, {
        token,
      })
    ).body;
    return { ...bought, token, userId: user?.id as string, statement: statement as Statement };
  }

  async function pdf(location: string) {
    const response = await fetch(location.replace('http://platform.test', t.baseUrl));
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes };
  }

  it('serves the statement as a PDF whose figures and days are the statement route’s', async () => {
    const { token, accountId, policyNumber, statement } = await customerWithFlex();
    const full = await t.call<Statement>(
      'GET',
      `/api/customerAccounts/${accountId}/statements/${statement.statementId}`,
      { token },
    );
    const link = await t.call<StatementDocument>(
      'GET',
      `/api/customerAccounts/${accountId}/statements/${statement.statementId}/document`,
      { token },
    );
    expect(link.status).toBe(200);
    // Numbered as the billing tab numbers it: statement 0 is the customer's Statement 1.
    expect(link.body.fileName).toBe(
      `${policyNumber}-statement-${statement.statementNumber + 1}.pdf`,
    );

    const { response, bytes } = await pdf(link.body.location);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(link.body.fileName);
    // A copy first: unpdf hands the bytes to pdf.js, which detaches them.
    const first = Buffer.from(bytes);
    const { text } = await extractText(bytes, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    const s = full.body;
    expect(flat).toContain(`Statement ${s.statementNumber + 1}`);
    expect(flat).toContain(policyNumber);
    expect(flat).toContain(`Brought forward ${gbp(s.broughtForwardBalance)}`);
    expect(flat).toContain(`This statement's charges ${gbp(s.subtotalBalance)}`);
    expect(flat).toContain(`Carried forward ${gbp(s.carriedForwardBalance)}`);
    expect(flat).toContain(`Amount outstanding ${gbp(s.amountOutstanding)}`);
    expect(flat).toContain(`Payment due ${londonDay(s.paymentDueAt)}`);
    if (s.servicePeriodStart && s.servicePeriodEnd) {
      expect(flat).toContain(
        `${londonDay(s.servicePeriodStart)} to ${londonDay(s.servicePeriodEnd)}`,
      );
    }
    expect(s.lineItems.length).toBeGreaterThan(0);
    for (const line of s.lineItems) expect(flat).toContain(gbp(line.amount));

    // The same statement draws the same bytes: nothing depends on the moment of drawing.
    expect(Buffer.from((await pdf(link.body.location)).bytes).equals(first)).toBe(true);
  });

  it('opens for an agent acting for the customer', async () => {
    const { userId, accountId, statement } = await customerWithFlex();
    const agent = await t.signedInToken(`agent.${randomUUID()}@brand.test`, {
      roles: ['admin'],
      permissions: ['access:impersonate'],
    });
    const link = await t.call<StatementDocument>(
      'GET',
      `/api/customerAccounts/${accountId}/statements/${statement.statementId}/document`,
      { token: agent, headers: { [IMPERSONATE_USER_HEADER]: userId } },
    );
    expect(link.status).toBe(200);
    expect((await pdf(link.body.location)).response.status).toBe(200);
  });

  it('answers 404 for an unknown statement or account and for another customer’s', async () => {
    const { token, accountId, statement } = await customerWithFlex();
    const other = await customerWithFlex();
    const path = (account: string, id: string) =>
      `/api/customerAccounts/${account}/statements/${id}/document`;
    expect((await t.call('GET', path(accountId, 'ST-none'), { token })).status).toBe(404);
    expect((await t.call('GET', path('ACC-none', statement.statementId), { token })).status).toBe(
      404,
    );
    expect(
      (await t.call('GET', path(accountId, other.statement.statementId), { token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', path(other.accountId, other.statement.statementId), { token })).status,
    ).toBe(404);
    expect((await t.call('GET', path(accountId, statement.statementId))).status).toBe(401);
  });

  it('refuses a forged, altered or renamed link with a 404', async () => {
    const { token, accountId, statement } = await customerWithFlex();
    const link = (
      await t.call<StatementDocument>(
        'GET',
        `/api/customerAccounts/${accountId}/statements/${statement.statementId}/document`,
        { token },
      )
    ).body;
    const renamed = link.location.replace(encodeURIComponent(link.fileName), 'other.pdf');
    expect((await pdf(renamed)).response.status).toBe(404);
    const altered = `${link.location.slice(0, -2)}xx`;
    expect((await pdf(altered)).response.status).toBe(404);
    const forged = link.location.replace(/link=.*/, 'link=not-a-token');
    expect((await pdf(forged)).response.status).toBe(404);
  });
});

// Two platform processes on one database (issue 14, ADR 0019). On a PostgreSQL server they are
// two instances behind one address: they start together, sell policies, run a month of billing
// and a renewal on the payment test clock with both instances' jobs running every second or so,
// and every collection and every policy is found exactly once. On PGlite a data folder is one
// process's: the second is refused. Which one runs is the engine of the run (TEST_DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-postgres-database';
import { SANDBOX_BANK_ACCOUNT } from '../integrations/payments/sandbox-bank-accounts';
import { quotedProposal, verify } from '../test/journey-fixtures';
import {
  buildPlatform,
  callPlatform,
  type PlatformBuild,
  type PlatformProcess,
  spawnPlatform,
  startPlatform,
} from '../test/platform-process-test-support';
import type { CallOptions, TestApp, TestResponse } from '../test/test-app';

/**
 * The address customers use: a load balancer in front of both instances (on loopback, where the
 * local email outbox may run; nothing listens there, the test calls each instance directly).
 */
const PUBLIC_URL = 'http://localhost';
/** Policies bought through the two instances before the month runs. */
const POLICIES_BOUGHT = 2;
/**
 * Days the test clock moves: past the demo policy's anniversary (25 or 26 days after the seed),
 * next month's payment day of the policies bought today, and the three working days (over
 * Christmas) their Direct Debits take.
 */
const DAYS = 40;
/** Every job of both instances runs every second or so while the test runs. */
const BUSY_JOBS = {
  PAYMENT_TEST_CLOCK: 'on',
  PAYMENT_SANDBOX_INTERVAL_SECONDS: '1',
  BILLING_JOB_INTERVAL_MINUTES: '0.02',
  RENEWAL_JOB_INTERVAL_MINUTES: '0.02',
  CHECKOUT_RECONCILE_INTERVAL_MINUTES: '0.02',
};

/** A moment's day in London, as YYYY-MM-DD. */
const londonDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);

/** Tomorrow in London, as a policy start date (the processes' clocks are the real one). */
const tomorrow = () => londonDay(new Date(Date.now() + 86_400_000));

/** Moves both instances' test clocks on `days` days at once; each answers once its days are run. */
async function advanceBoth(instances: PlatformProcess[], days: number): Promise<void> {
  const advances = await Promise.all(
    instances.map((instance) =>
      callPlatform<{ now: string }>(instance, 'POST', '/sandbox/clock/advance', { body: { days } }),
    ),
  );
  expect(advances.map((advance) => advance.status)).toEqual(instances.map(() => 200));
}

/** The path of a hosted page's URL: the test reaches each instance at its own port. */
const pathOf = (url: string) => new URL(url).pathname;

/** Posts a hosted page's form as a browser does; answers the status (303 when it went through). */
async function submitForm(platform: PlatformProcess, path: string, fields: Record<string, string>) {
  const response = await fetch(`${platform.url}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  return response.status;
}

/**
 * The journey fixtures' caller over the instances in turn, as a load balancer would spread a
 * customer's requests.
 */
function behindOneAddress(instances: PlatformProcess[]): TestApp {
  let next = 0;
  const call = async <Body>(method: string, url: string, options: CallOptions = {}) => {
    const instance = instances[next++ % instances.length] as PlatformProcess;
    const response = await callPlatform<Body>(instance, method, url, {
      ...options,
      headers: { 'idempotency-key': randomUUID(), ...options.headers },
    });
    return { ...response, headers: {} } satisfies TestResponse<Body>;
  };
  return { call } as unknown as TestApp;
}

/** A visitor buys flex by DUAL: the mandate first, then the first month by card. */
async function buyFlexByDual(instances: PlatformProcess[], name: string): Promise<string> {
  const [first, second] = instances as [PlatformProcess, PlatformProcess];
  const lb = behindOneAddress(instances);
  const session = await lb.call<{ accessToken: string }>('POST', '/api/session');
  const token = session.body.accessToken;
  const quote = await quotedProposal(lb, token, { startDate: tomorrow() });
  const code = quote.proposalCode;
  expect((await verify(lb, token, code)).body.isClear).toBe(true);
  const flow = await lb.call<{ redirectUrl: string }>('POST', '/api/goCardless/flows', {
    token,
    body: {
      mandateDescription: 'MINI Insurance monthly payments',
      successUrl: `${PUBLIC_URL}/checkout/direct-debit`,
      proposalCode: code,
      checkoutMethod: 'DUAL',
    },
  });
  expect(flow.status).toBe(200);
  const flowPath = pathOf(flow.body.redirectUrl);
  expect(
    await submitForm(first, flowPath, {
      accountHolderName: name,
      sortCode: SANDBOX_BANK_ACCOUNT.sortCode,
      accountNumber: SANDBOX_BANK_ACCOUNT.accountNumber,
    }),
  ).toBe(303);
  const mandate = await lb.call('POST', '/api/goCardless/mandates', {
    token,
    body: { redirectFlowId: flowPath.split('/').pop() },
  });
  expect(mandate.status).toBe(200);
  const deposit = await lb.call<{ url: string }>('POST', `/api/stripe/checkout/proposal/${code}`, {
    token,
    body: {
      successUrl: `${PUBLIC_URL}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${PUBLIC_URL}/checkout/callback`,
      method: 'DUAL',
    },
  });
  expect(deposit.status).toBe(200);
  expect(
    await submitForm(second, pathOf(deposit.body.url), {
      name,
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    }),
  ).toBe(303);
  return code;
}

/** Polls `check` until it is true; fails with `what` after `timeoutMs`. */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${timeoutMs} ms: ${what}`);
    await sleep(250);
  }
}

if (process.env.TEST_DATABASE_URL) {
  describe('two platform processes on one PostgreSQL database', () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    let build: PlatformBuild;
    let scratch: ScratchDatabase;
    let db: pg.Client;
    const instances: PlatformProcess[] = [];
    const one = async <Row extends object>(text: string, params: unknown[] = []) =>
      (await db.query<Row & pg.QueryResultRow>(text, params)).rows;

    beforeAll(async () => {
      [build, scratch] = await Promise.all([buildPlatform(), createScratchDatabase(serverUrl)]);
      db = new pg.Client({ connectionString: scratch.url });
      await db.connect();
    }, 60_000);
    afterAll(async () => {
      for (const instance of instances) await instance.kill();
      await db?.end();
      await scratch?.drop();
      build?.remove();
    });

    it('run a month of billing and a renewal with every collection and every policy made once', async () => {
      const started = Date.now();
      const dataRoot = mkdtempSync(join(tmpdir(), 'brand-two-instances-'));
      const env = { ...BUSY_JOBS, DATABASE_URL: scratch.url, PUBLIC_URL, DATA_DIR: dataRoot };
      // Started together on a new database: one migrates, makes the signing keys and seeds.
      instances.push(
        ...(await Promise.all([startPlatform(build, env), startPlatform(build, env)])),
      );
      rmSync(dataRoot, { recursive: true, force: true });
      expect(
        await one(
          'SELECT purpose, count(*)::int AS keys FROM signing_keys GROUP BY purpose ORDER BY purpose',
        ),
      ).toEqual([
        { purpose: 'platform', keys: 1 },
        { purpose: 'sign-in', keys: 1 },
      ]);
      expect(
        await one(
          "SELECT count(*)::int AS demo FROM users WHERE email = 'jane.customer@brand.example'",
        ),
      ).toEqual([{ demo: 1 }]);

      const bought: string[] = [];
      for (let n = 0; n < POLICIES_BOUGHT; n += 1) {
        bought.push(await buyFlexByDual(instances, `Customer ${n + 1}`));
      }
      // Either instance's sandbox job delivers the deposits' webhooks, which bind.
      await eventually('the bought proposals are policies', async () => {
        const [row] = await one<{ bound: number }>(
          'SELECT count(*)::int AS bound FROM policies WHERE proposal_id = ANY($1)',
          [bought],
        );
        return row?.bound === POLICIES_BOUGHT;
      });

      // The demo policy renews on its anniversary, a London day the renewal job must run on: a
      // renewal not bound on its day has expired (ADR 0015).
      const [renewal] = await one<{ id: string; renewed: string; day: string }>(
        `SELECT id, source_policy_id AS renewed,
                to_char(start_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD') AS day
           FROM proposals WHERE kind = 'RENEWAL'`,
      );
      const today = londonDay(new Date());
      const toAnniversary = Math.round(
        (Date.parse(renewal?.day as string) - Date.parse(today)) / 86_400_000,
      );
      expect(toAnniversary).toBeGreaterThan(20);

      // Each instance's test clock is its own: both move on at once to the anniversary, then to
      // the month's end, while both instances' interval jobs keep running.
      await advanceBoth(instances, toAnniversary);
      await eventually('the renewal is bound on its day', async () => {
        const [row] = await one<{ renewals: number }>(
          'SELECT count(*)::int AS renewals FROM policies WHERE proposal_id = $1',
          [renewal?.id],
        );
        return row?.renewals === 1;
      });
      await advanceBoth(instances, DAYS - toAnniversary);
      // Statement 1 of each bought policy on its payment day, the renewal's statement 0 after
      // its bind (from the renewed policy's payment method: the free demo year had none).
      await eventually('every statement due is collected', async () => {
        const [row] = await one<{ collections: number }>(
          `SELECT count(*)::int AS collections FROM ledger_transactions
            WHERE kind = 'PAYMENT' AND idempotency_key LIKE 'collection:%'`,
        );
        return row?.collections === POLICIES_BOUGHT + 1;
      });
      // A little longer with every job running: nothing more may appear.
      await sleep(3_000);

      // Every policy once: one per bought proposal, one renewal of the demo policy.
      expect(
        await one(
          `SELECT proposal_id, count(*)::int AS policies FROM policies GROUP BY proposal_id
            HAVING count(*) > 1`,
        ),
      ).toEqual([]);
      expect(
        await one<{ renewed: string; policies: number }>(
          `SELECT r.source_policy_id AS renewed, count(p.id)::int AS policies
             FROM proposals r JOIN policies p ON p.proposal_id = r.id
            WHERE r.kind = 'RENEWAL' GROUP BY r.source_policy_id`,
        ),
      ).toEqual([{ renewed: renewal?.renewed, policies: 1 }]);

      // Every collection once: one ledger payment per statement, one provider payment per statement.
      const collections = await one<{ statement: string; kind: string; payments: number }>(
        `SELECT t.statement_id AS statement, p.proposal_id AS kind, count(*)::int AS payments
           FROM ledger_transactions t
           JOIN customer_accounts a ON a.id = t.customer_account_id
           JOIN policies p ON p.id = a.policy_id
          WHERE t.kind = 'PAYMENT' AND t.idempotency_key LIKE 'collection:%'
          GROUP BY t.statement_id, p.proposal_id`,
      );
      // Statement 1 of each bought policy, and the renewal's statement 0.
      expect(collections).toHaveLength(POLICIES_BOUGHT + 1);
      expect(collections.every((collection) => collection.payments === 1)).toBe(true);
      expect(collections.filter((c) => bought.includes(c.kind))).toHaveLength(POLICIES_BOUGHT);
      expect(
        await one(
          `SELECT metadata->>'statementId' AS statement, count(*)::int AS charges
             FROM payment_sandbox_dd_payments GROUP BY 1 HAVING count(*) > 1
           UNION ALL
           SELECT metadata->>'statementId', count(*)::int FROM payment_sandbox_card_payments
            WHERE metadata->>'statementId' IS NOT NULL GROUP BY 1 HAVING count(*) > 1`,
        ),
      ).toEqual([]);
      // The bought policies' monthly collections were taken from their mandates, once each.
      expect(
        await one<{ charges: number }>(
          `SELECT count(*)::int AS charges FROM payment_sandbox_dd_payments
            WHERE metadata->>'statementId' IS NOT NULL`,
        ),
      ).toEqual([{ charges: POLICIES_BOUGHT }]);

      for (const instance of instances.splice(0)) {
        expect(await instance.stop()).toEqual({ code: 0, signal: null });
      }
      expect(Date.now() - started).toBeLessThan(100_000);
    }, 110_000);
  });
} else {
  describe('two platform processes on one PGlite data folder', () => {
    let build: PlatformBuild;
    let dataRoot: string;
    const instances: PlatformProcess[] = [];
    beforeAll(async () => {
      build = await buildPlatform();
      dataRoot = mkdtempSync(join(tmpdir(), 'brand-two-instances-'));
    }, 60_000);
    afterAll(async () => {
      for (const instance of instances) await instance.kill();
      build?.remove();
      rmSync(dataRoot, { recursive: true, force: true });
    });

    it('refuse the second, which says which folder is in use and by which process', async () => {
      const dataDir = join(dataRoot, 'data');
      const first = await startPlatform(build, { DATA_DIR: dataDir });
      instances.push(first);
      const second = await spawnPlatform(build, { DATA_DIR: dataDir });
      instances.push(second);
      expect(await second.ended).toEqual({ code: 1, signal: null });
      expect(second.output()).toContain(
        `The data folder ${dataDir} is in use by process ${first.pid} on `,
      );
      // The first carries on, its data its own.
      const session = await callPlatform(first, 'POST', '/api/session');
      expect(session.status).toBe(201);
      expect(await first.stop()).toEqual({ code: 0, signal: null });
    }, 90_000);
  });
}

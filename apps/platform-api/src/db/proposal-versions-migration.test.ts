// Migration 0027 on a database holding proposals saved in the old shape (a quote row and its
// price-option rows): each proposal keeps its answers and its quote, and saves append from there.

import { findProposalWithQuote, updateEachCurrent } from '../modules/proposals';
import { openTestDatabase, TEST_DATABASE_KIND } from '../test/test-database';
import type { Database } from './database';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';

const BEFORE_0027 = MIGRATIONS.slice(
  0,
  MIGRATIONS.findIndex((migration) => migration.id === '0027-proposal-versions'),
);
const RATED_AT = '2026-03-02T10:00:00.000Z';
const VALID_UNTIL = '2026-04-01T22:59:59.999Z';
const RESULT = {
  ratingStatus: 'QUOTE',
  tablesVersion: '2026-01',
  referralReasons: [],
  annualPremiumPence: 61234,
  iptPence: 7348,
  availablePaymentSchedules: [
    {
      type: 'ANNUAL',
      priceOptions: [
        { coverGroup: 'BASE', code: 'COMP', premium: 612.34, taxAmount: 73.48, active: true },
      ],
    },
  ],
};

describe(`migration 0027, proposal versions, on old rows (${TEST_DATABASE_KIND})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(BEFORE_0027);
    await db.query(
      `INSERT INTO users (id, kind, created_at) VALUES ('U1', 'anonymous', '2026-03-01T09:00:00Z')`,
    );
    await db.query(
      `INSERT INTO proposals (id, owner_user_id, scheme_code, brand, status, external_reference,
         data, payment_schedule, voluntary_excess, optional_covers, current_quote_id, version,
         created_at, updated_at)
       VALUES ('P1', 'U1', 'BRAND-FLEX', 'brand', 'QUOTE', 'QOLDREF234', '{"startDate":"2026-03-10"}',
         'ANNUAL', 250, '{BREAKDOWN}', 'Q1', 7, '2026-03-01T09:00:00Z', $1)`,
      [RATED_AT],
    );
    await db.query(
      `INSERT INTO quotes (id, proposal_id, rated_at, valid_until, tables_version, rating_status,
         annual_premium_pence, ipt_pence, result)
       VALUES ('Q1', 'P1', $1, $2, '2026-01', 'QUOTE', 61234, 7348, $3)`,
      [RATED_AT, VALID_UNTIL, JSON.stringify(RESULT)],
    );
    await db.query(
      `INSERT INTO price_options (quote_id, schedule_type, cover_group, code, premium_pence,
         tax_pence, active) VALUES ('Q1', 'ANNUAL', 'BASE', 'COMP', 61234, 7348, true)`,
    );
    expect(await migrate(db)).toEqual(['0027-proposal-versions']);
  }, 120_000);
  afterAll(() => db?.close());

  it('keeps each proposal as its current version, its quote read as before', async () => {
    const versions = await db.query(
      `SELECT proposal_id, version, status, data, payment_schedule, voluntary_excess,
              optional_covers, quote_id, quote FROM proposal_versions`,
    );
    expect(versions).toEqual([
      {
        proposal_id: 'P1',
        version: 7,
        status: 'QUOTE',
        data: { startDate: '2026-03-10' },
        payment_schedule: 'ANNUAL',
        voluntary_excess: 250,
        optional_covers: ['BREAKDOWN'],
        quote_id: 'Q1',
        quote: null,
      },
    ]);
    const found = await findProposalWithQuote(db, 'P1');
    expect(found?.proposal).toMatchObject({ version: 7, status: 'QUOTE', currentQuoteId: 'Q1' });
    expect(found?.quote).toEqual({
      id: 'Q1',
      proposalId: 'P1',
      ratedAt: RATED_AT,
      validUntil: VALID_UNTIL,
      result: RESULT,
    });
  });

  it('drops the price-option rows, whose figures the quote result holds', async () => {
    const [table] = await db.query<{ name: string | null }>(
      "SELECT to_regclass('price_options')::text AS name",
    );
    expect(table?.name).toBeNull();
  });

  it('appends the next save of a migrated proposal after its current version', async () => {
    const at = new Date('2026-03-03T10:00:00Z');
    expect(await updateEachCurrent(db, ['P1'], () => ({ voluntaryExcess: 500 }), at)).toEqual([
      'P1',
    ]);
    const versions = await db.query<{ version: number; voluntary_excess: number }>(
      `SELECT version, voluntary_excess FROM proposal_versions WHERE proposal_id = 'P1'
        ORDER BY version`,
    );
    expect(versions).toEqual([
      { version: 7, voluntary_excess: 250 },
      { version: 8, voluntary_excess: 500 },
    ]);
    expect((await findProposalWithQuote(db, 'P1'))?.quote?.id).toBe('Q1');
  });
});

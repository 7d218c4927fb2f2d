import type { Database } from '../../db/database';
import { seqScansOf as seqScans } from '../../test/query-plan';
import { openTestDatabase, TEST_DATABASE_KIND } from '../../test/test-database';
import { type AuditLogFilters, checkedAuditFilters } from './audit-log-filters';
import { auditLogQuery } from './audit-log-reader';

// The log: never read whole, whatever is asked of it.
const LOG = /Seq Scan on audit_log\b/;

const CURSOR = Buffer.from('2026-03-02T10:00:00.000Z|42').toString('base64url');

/** Each filter alone and together, with and without a cursor: what the console sends. */
const FILTERS: [string, AuditLogFilters][] = [
  ['nothing', checkedAuditFilters({})],
  ['a cursor', checkedAuditFilters({ cursor: CURSOR })],
  ['an agent', checkedAuditFilters({ agentUserId: 'user_a', cursor: CURSOR })],
  ['a customer', checkedAuditFilters({ customerUserId: 'user_c', cursor: CURSOR })],
  ['days', checkedAuditFilters({ from: '2026-03-01', to: '2026-03-02' })],
  [
    'everything',
    checkedAuditFilters({
      agentUserId: 'user_a',
      customerUserId: 'user_c',
      from: '2026-03-01',
      to: '2026-03-02',
      cursor: CURSOR,
    }),
  ],
];

describe(`the audit-log reader's indexes (migration 0026, ${TEST_DATABASE_KIND})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  }, 120_000);
  afterAll(() => db?.close());

  const seqScansOf = (text: string, values: unknown[]) => seqScans(db, LOG, text, values);

  it('sees the log read whole when nothing indexes what is asked (the check can fail)', async () => {
    expect(await seqScansOf(`SELECT id FROM audit_log WHERE detail ->> 'x' = $1`, ['y'])).toEqual([
      expect.stringContaining('Seq Scan on audit_log'),
    ]);
  });

  // With sequential scans priced out, a plan that still reads the log whole has no index for
  // what it asks: the log grows with every call an agent makes.
  it.each(FILTERS)('reads a page filtered by %s through indexes', async (_name, filters) => {
    const query = auditLogQuery(filters);
    expect(await seqScansOf(query.text, query.values)).toEqual([]);
  });
});

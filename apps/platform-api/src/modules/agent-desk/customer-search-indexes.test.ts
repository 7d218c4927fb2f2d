import type { Database } from '../../db/database';
import { seqScansOf as seqScans } from '../../test/query-plan';
import { openTestDatabase, TEST_DATABASE_KIND } from '../../test/test-database';
import { customerSearchQuery } from './customer-search';
import { checkedQuery, planSearch } from './search-query';

// The tables a search reads: none may be read whole, whatever it looks for.
const SEARCHED = /Seq Scan on (customers|proposals|policies|policy_versions|users)\b/;

/** One query of each kind, and names as an agent types them. */
const QUERIES = [
  'smith',
  'Smtih',
  'Sm',
  'Margaret Smtih',
  'jane.smith@example.com',
  '+44 7700 900456',
  'SW1A 1AA',
  '14/07/1961',
  'MINI-FLX-100001',
  '100001',
  'QABCDEFGH2',
  'AB12 CDE',
];

describe(`the customer search's indexes (migration 0024, ${TEST_DATABASE_KIND})`, () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  }, 120_000);
  afterAll(() => db?.close());

  const seqScansOf = (text: string, values: unknown[]) => seqScans(db, SEARCHED, text, values);

  it('sees a table read whole when nothing indexes what is asked (the check can fail)', async () => {
    const scans = await seqScansOf(
      `SELECT user_id FROM customers WHERE lower(address ->> 'line1') = $1`,
      ['1 high street'],
    );
    expect(scans).toEqual([expect.stringContaining('Seq Scan on customers')]);
  });

  // With sequential scans priced out, a plan that still reads a table whole has no index for
  // what it asks: every kind of match must be an index lookup, or a million customers are read.
  it.each(QUERIES)('looks up %s through indexes, never reading a table whole', async (q) => {
    const query = customerSearchQuery(
      planSearch(checkedQuery(q)),
      new Date('2026-03-02T10:00:00Z'),
    );
    if (!query) throw new Error(`nothing to search in ${q}`);
    expect({ q, seqScans: await seqScansOf(query.text, query.values) }).toEqual({
      q,
      seqScans: [],
    });
  });
});

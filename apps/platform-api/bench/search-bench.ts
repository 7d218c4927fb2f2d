/**
 * Customer search benchmark (issue 19, ADR 0044): the agents' search (searchCustomers, as the
 * route runs it) over a generated set of customers, against a primary-key lookup of one customer
 * on the same database in the same run (the baseline). The customers are made in the database by
 * INSERT ... SELECT over generate_series, never row by row: a million on PostgreSQL
 * (BENCH_DATABASE_URL), 100,000 on in-memory PGlite, whose single connection took minutes per
 * million (BENCH_SEARCH_CUSTOMERS sets either). `pnpm bench:api` imports `benchSearch`; run alone
 * (the built output) it prints its figures.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { checkedQuery, planSearch, searchCustomers } from '../src/modules/agent-desk';

/** What one engine measured. */
export type SearchBenchResult = {
  engine: 'PGlite' | 'PostgreSQL';
  customers: number;
  generateSeconds: number;
  /** Median of every search below, in ms. */
  searchP50Ms: number;
  /** Median per query, in ms. */
  byQuery: { q: string; p50Ms: number; results: number }[];
  primaryKeyP50Ms: number;
  /** searchP50Ms over primaryKeyP50Ms. */
  ratio: number;
};

const SAMPLES = 30;
const ROUNDS = 3;
const NOW = new Date('2026-03-02T10:00:00Z');

// Common UK surnames, about a quarter of the customers; the rest are made of syllables, so the
// names are as varied as a real book's and a prefix or a sound matches a realistic share.
const COMMON_SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Thomas',
  'Clarke',
  'Jackson',
  'Wood',
  'Harris',
  'Edwards',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Hughes',
  'Moore',
  'Clark',
  'King',
  'Harrison',
  'Lewis',
  'Baker',
  'Lee',
  'Allen',
  'Morris',
  'Khan',
  'Scott',
  'Watson',
  'Davis',
  'Parker',
  'James',
  'Bennett',
  'Young',
  'Phillips',
  'Richardson',
  'Mitchell',
];
const SYLLABLES = [
  'ash',
  'bar',
  'ber',
  'brook',
  'by',
  'cal',
  'dale',
  'den',
  'ford',
  'gar',
  'ham',
  'hurst',
  'ing',
  'kin',
  'lan',
  'ley',
  'mor',
  'ner',
  'ock',
  'pen',
  'ridge',
  'ros',
  'sel',
  'ston',
  'tar',
  'ton',
  'ver',
  'wick',
  'win',
  'worth',
];
const FIRST_NAMES = [
  'Oliver',
  'Amelia',
  'George',
  'Olivia',
  'Harry',
  'Isla',
  'Jack',
  'Ava',
  'Noah',
  'Mia',
  'Margaret',
  'John',
  'Aisha',
  'Mohammed',
  'Sophie',
  'David',
  'Sarah',
  'James',
  'Emily',
  'Peter',
];

const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;

/**
 * Customer users numbered 1..count, generated in two statements. Row n is deterministic: its
 * name from the tables above, email customer{n}@bench.test, phone 07700 + n, a postcode from n,
 * a date of birth spread over 1940-2005.
 */
async function generateCustomers(db: Database, count: number): Promise<void> {
  await db.query(
    `INSERT INTO users (id, kind, email, created_at)
     SELECT 'bench_' || n, 'customer', 'customer' || n || '@bench.test', $2::timestamptz
       FROM generate_series(1, $1::int) n`,
    [count, NOW],
  );
  const syllables = sqlArray(SYLLABLES);
  const s = SYLLABLES.length;
  await db.query(
    `INSERT INTO customers (id, user_id, first_name, last_name, date_of_birth, email, phone,
       address, created_at)
     SELECT 'CUSBENCH' || n, 'bench_' || n,
            (${sqlArray(FIRST_NAMES)})[1 + (n / 3 * 7) % ${FIRST_NAMES.length}],
            CASE WHEN n % 4 = 0
              THEN (${sqlArray(COMMON_SURNAMES)})[1 + (n / 4 * 13) % ${COMMON_SURNAMES.length}]
              ELSE initcap((${syllables})[1 + (n * 31) % ${s}] || (${syllables})[1 + (n / ${s} * 17) % ${s}]
                           || (${syllables})[1 + (n / ${s * s}) % ${s}])
            END,
            date '1940-01-01' + (n * 37) % 23725,
            'customer' || n || '@bench.test',
            '07700 ' || lpad((n % 1000000)::text, 6, '0'),
            jsonb_build_object('line1', n || ' High Street',
              'postalCode', chr(65 + n % 26) || chr(65 + (n / 26) % 26) || (n % 99 + 1) || ' '
                            || (n % 9 + 1) || chr(65 + (n / 7) % 26) || chr(65 + (n / 11) % 26)),
            $2::timestamptz
       FROM generate_series(1, $1::int) n`,
    [count, NOW],
  );
  await db.query('ANALYZE users');
  await db.query('ANALYZE customers');
}

/**
 * What an agent types, of every kind a customer row holds: names (a misspelt surname, a prefix,
 * a generated surname, a generated Smith's first name with the surname misspelt) and a customer
 * in the middle's email and phone.
 */
async function queriesFor(db: Database, count: number): Promise<string[]> {
  const n = Math.floor(count / 2) + 1;
  const [smith] = await db.query<{ first_name: string }>(
    `SELECT first_name FROM customers WHERE last_name = 'Smith' ORDER BY id LIMIT 1`,
  );
  return [
    'Smith',
    'Smtih',
    'Smi',
    `${smith?.first_name ?? 'Oliver'} Smtih`,
    'Ashford',
    `customer${n}@bench.test`,
    `07700 ${String(n % 1_000_000).padStart(6, '0')}`,
    '14/07/1961',
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1_000_000;
}

/** Generates the customers on `db`, then times searches and primary-key lookups in alternation. */
async function measure(
  engine: SearchBenchResult['engine'],
  db: Database,
  count: number,
  log: (message: string) => void,
): Promise<SearchBenchResult> {
  await migrate(db);
  log(`${engine}: generating ${count.toLocaleString('en-GB')} customers`);
  const generating = Date.now();
  await generateCustomers(db, count);
  const generateSeconds = Math.round((Date.now() - generating) / 1000);
  log(`${engine}: generated in ${generateSeconds} s; searching`);
  const queries = await queriesFor(db, count);
  const plans = queries.map((q) => planSearch(checkedQuery(q)));
  const perQuery = queries.map(() => [] as number[]);
  const results = queries.map(() => 0);
  const lookups: number[] = [];
  // Untimed first: the plans, caches and JIT.
  for (const plan of plans) await searchCustomers(db, plan, NOW);
  for (let round = 0; round < ROUNDS; round++) {
    for (let sample = 0; sample < SAMPLES; sample++) {
      const id = `CUSBENCH${1 + (((round * SAMPLES + sample) * 7919) % count)}`;
      lookups.push(await timed(() => db.query('SELECT * FROM customers WHERE id = $1', [id])));
    }
    for (const [index, plan] of plans.entries()) {
      for (let sample = 0; sample < SAMPLES; sample++) {
        perQuery[index]?.push(
          await timed(async () => {
            results[index] = (await searchCustomers(db, plan, NOW)).length;
          }),
        );
      }
    }
  }
  const searchP50Ms = median(perQuery.flat());
  const primaryKeyP50Ms = median(lookups);
  return {
    engine,
    customers: count,
    generateSeconds,
    searchP50Ms,
    byQuery: queries.map((q, index) => ({
      q,
      p50Ms: median(perQuery[index] ?? []),
      results: results[index] ?? 0,
    })),
    primaryKeyP50Ms,
    ratio: searchP50Ms / primaryKeyP50Ms,
  };
}

function envCount(fallback: number): number {
  const raw = process.env.BENCH_SEARCH_CUSTOMERS;
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1000) {
    throw new Error('BENCH_SEARCH_CUSTOMERS must be a whole number of at least 1000.');
  }
  return value;
}

/** The search on in-memory PGlite (100,000 customers unless BENCH_SEARCH_CUSTOMERS says). */
export async function benchSearchPglite(log = console.log): Promise<SearchBenchResult> {
  const db = await openPgliteDatabase();
  try {
    return await measure('PGlite', db, envCount(100_000), log);
  } finally {
    await db.close();
  }
}

/** The search on a fresh database of the server (a million customers unless told), dropped after. */
export async function benchSearchPostgres(
  serverUrl: string,
  log = console.log,
): Promise<SearchBenchResult> {
  const name = `bench_search_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString(), 4);
  try {
    return await measure('PostgreSQL', db, envCount(1_000_000), log);
  } finally {
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** The figures as lines. */
export function describeSearch(result: SearchBenchResult): string {
  const perQuery = result.byQuery
    .map((entry) => `${entry.q} ${entry.p50Ms.toFixed(2)} ms (${entry.results})`)
    .join('; ');
  return (
    `customer search on ${result.engine}, ${result.customers.toLocaleString('en-GB')} generated customers ` +
    `(made in ${result.generateSeconds} s): median ${result.searchP50Ms.toFixed(2)} ms, ` +
    `${result.ratio.toFixed(1)} x a primary-key lookup (${result.primaryKeyP50Ms.toFixed(3)} ms, the baseline)` +
    `\n  by query, median (results): ${perQuery}`
  );
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const server = process.env.BENCH_DATABASE_URL;
  console.log(describeSearch(await benchSearchPglite()));
  if (server) console.log(describeSearch(await benchSearchPostgres(server)));
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL)');
}

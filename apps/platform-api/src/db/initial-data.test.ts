import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INITIAL_DATA_FILE, initialDataFor } from './initial-data';
import { writeInitialData } from './initial-data-writer';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations';
import { openDatabase } from './open-database';

describe("a new data folder from the build's migrated copy", () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'brand-initial-data-'));
    file = join(dir, INITIAL_DATA_FILE);
    expect(await writeInitialData(file)).toHaveLength(MIGRATIONS.length);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('opens migrated, with nothing left to apply, and keeps what it saves', async () => {
    const dataDir = join(dir, 'new');
    const db = await openDatabase({ dataDir, initialDataFile: file });
    const recorded = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(recorded.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
    expect(await migrate(db)).toEqual([]);
    await db.query('CREATE TABLE kept (id text PRIMARY KEY)');
    await db.query("INSERT INTO kept (id) VALUES ('saved')");
    await db.close();

    const again = await openDatabase({ dataDir, initialDataFile: file });
    expect(await again.query('SELECT id FROM kept')).toEqual([{ id: 'saved' }]);
    await again.close();
  }, 60_000);

  it('is never laid over a folder PostgreSQL has initialised, nor read when the build wrote none', () => {
    const used = join(dir, 'used');
    mkdirSync(used, { recursive: true });
    expect(initialDataFor(used, file)).toBeInstanceOf(Blob);
    writeFileSync(join(used, 'PG_VERSION'), '17\n');
    expect(initialDataFor(used, file)).toBeUndefined();
    expect(initialDataFor(join(dir, 'other'), join(dir, 'missing.tar.gz'))).toBeUndefined();
    expect(initialDataFor(join(dir, 'other'), undefined)).toBeUndefined();
  });
});

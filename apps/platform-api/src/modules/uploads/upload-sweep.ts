import type { Clock } from '../../clock';
import { JOB_LOCKS } from '../../jobs/job-locks';
import type { PlatformContext } from '../../platform-context';
import { type IntervalJob, startIntervalJob } from '../../shared/interval-job';
import { UPLOAD_KEY_PREFIX } from './upload-policy';

/**
 * How old a staged file or an unnamed upload key is before the sweep removes it: a customer
 * stages and commits in one sitting, so a day is long past any upload still in progress.
 */
export const UPLOAD_SWEEP_AFTER_MS = 86_400_000;

/** How many old keys the sweep checks against the rows at once. */
const KEYS_PER_CHECK = 200;

/** What one sweep removed. */
export type UploadSweep = {
  /** Staged files never committed: their rows, and their bytes with them. */
  stagedFiles: number;
  /** Keys under the uploads' prefix that no row names (bytes whose rows never landed). */
  unnamedKeys: number;
};

/**
 * Removes the staged files (rows, then bytes) staged more than a day ago by the platform's clock
 * and never committed. One statement: a commit that locked a file first keeps it (the row is
 * then no longer staged when the delete gets to it), and one that comes after finds it gone and
 * answers that it is not staged. Bytes a delete missed are left unnamed, for the next step.
 */
async function sweepStagedFiles(context: PlatformContext): Promise<number> {
  const before = new Date(context.clock.now().getTime() - UPLOAD_SWEEP_AFTER_MS);
  const removed = await context.db.query<{ file_key: string }>(
    `DELETE FROM policy_upload_files WHERE upload_id IS NULL AND staged_at < $1
      RETURNING file_key`,
    [before],
  );
  const { storage } = context.integrations;
  await Promise.allSettled(removed.map((row) => storage.delete(row.file_key)));
  return removed.length;
}

/** Deletes the keys no upload file row names; answers how many. */
async function deleteUnnamed(context: PlatformContext, keys: readonly string[]): Promise<number> {
  const named = await context.db.query<{ file_key: string }>(
    'SELECT file_key FROM policy_upload_files WHERE file_key = ANY($1::text[])',
    [keys],
  );
  const kept = new Set(named.map((row) => row.file_key));
  const unnamed = keys.filter((key) => !kept.has(key));
  for (const key of unnamed) await context.integrations.storage.delete(key);
  return unnamed.length;
}

/**
 * Removes the keys under the uploads' prefix stored more than a day ago by the store's own clock
 * (`storeClock`: the machine's, as the store stamps files, never the platform's test clock, whose
 * jumps would make a file stored a moment ago look old) that no row names. Staging stores bytes
 * under fresh keys and writes their rows moments later, so a key a day old that no row names
 * never will be: its rows never landed, or a sweep or replacement removed them.
 */
async function sweepUnnamedKeys(context: PlatformContext, storeClock: Clock): Promise<number> {
  const before = storeClock.now().getTime() - UPLOAD_SWEEP_AFTER_MS;
  let removed = 0;
  let old: string[] = [];
  for await (const { key, storedAt } of context.integrations.storage.list(UPLOAD_KEY_PREFIX)) {
    if (storedAt.getTime() >= before) continue;
    old.push(key);
    if (old.length === KEYS_PER_CHECK) {
      removed += await deleteUnnamed(context, old);
      old = [];
    }
  }
  if (old.length > 0) removed += await deleteUnnamed(context, old);
  return removed;
}

/**
 * One run of the upload sweep (ADR 0040): staged files never committed, then bytes no row names,
 * each once they are a day old. Idempotent: a second run, or another instance's, finds nothing
 * left to remove, and deleting a key already gone is not an error.
 */
export async function sweepUploads(
  context: PlatformContext,
  storeClock: Clock,
): Promise<UploadSweep> {
  const stagedFiles = await sweepStagedFiles(context);
  const unnamedKeys = await sweepUnnamedKeys(context, storeClock);
  return { stagedFiles, unnamedKeys };
}

/** Where the job reports its runs (Fastify's logger fits). */
export type UploadSweepJobLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** Runs the upload sweep now and then every interval (0: only now); see startIntervalJob. */
export function startUploadSweepJob(
  context: PlatformContext,
  settings: { intervalMinutes: number; storeClock: Clock },
  log: UploadSweepJobLog,
): IntervalJob<UploadSweep> {
  return startIntervalJob({
    name: 'upload sweep job',
    intervalMs: settings.intervalMinutes * 60_000,
    // One run at a time across every instance on the database (ADR 0019).
    run: () =>
      context.db.exclusively(JOB_LOCKS.uploadSweep, () =>
        sweepUploads(context, settings.storeClock),
      ),
    log,
    report: (sweep) => {
      if (sweep.stagedFiles + sweep.unnamedKeys > 0) {
        log.info(sweep, 'upload sweep job: stale uploads removed');
      }
    },
  });
}

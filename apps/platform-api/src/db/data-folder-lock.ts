import { readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  currentProcess,
  type ProcessIdentity,
  processState,
  sameProcess,
} from './process-identity';

/** The lock file inside a PGlite data folder: the holder's identity, as JSON. */
export const DATA_FOLDER_LOCK_FILE = 'platform.lock';

/**
 * How long a lock file may stay empty before it counts as abandoned: a holder writes its identity
 * straight after creating the file, so only a crash between the two leaves it empty.
 */
const EMPTY_LOCK_GRACE_MS = 2_000;
/** How long the right to break a dead holder's lock may be held before it counts as abandoned. */
const BREAKER_GRACE_MS = 5_000;
const RETRY_MS = 50;
/** Rounds of trying before giving up: longer than an abandoned breaker or empty lock lasts. */
const MAX_ATTEMPTS = 200;

/** Another live process (or one on another host, which cannot be asked) holds the data folder. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';

  constructor(
    readonly folder: string,
    readonly holder: ProcessIdentity,
  ) {
    const who =
      holder.pid === process.pid && holder.host === currentProcess().host
        ? 'this process'
        : `process ${holder.pid} on ${holder.host}`;
    super(
      `The data folder ${folder} is in use by ${who}: two platforms on one PGlite folder lose each ` +
        `other's writes. Stop the other one, give this one its own DATA_DIR, or share a PostgreSQL ` +
        `server (DATABASE_URL). If that process is gone for good, delete ${join(folder, DATA_FOLDER_LOCK_FILE)}.`,
    );
  }
}

/** A held data folder: `release` lets the next process in. */
export type DataFolderLock = { release(): void };

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** Creates `path` only if it does not exist (O_EXCL), holding `content`; false when it exists. */
function createExclusively(path: string, content: string): boolean {
  try {
    writeFileSync(path, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/** The identity in a lock file; null when it is empty or half written; undefined when it is gone. */
function readHolder(path: string): ProcessIdentity | null | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as ProcessIdentity;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? holder : null;
  } catch {
    return null;
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function removeIfPresent(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

/** True when two reads of a lock file name the same holder (or are both empty). */
function sameHolder(a: ProcessIdentity | null, b: ProcessIdentity | null | undefined): boolean {
  if (a === null || b === null || b === undefined) return a === b;
  return sameProcess(a, b);
}

/**
 * Removes the lock file of a holder found dead, unless it changed meanwhile. Checking and
 * removing are two steps, so they run under a second lock file (`.break`): otherwise two
 * processes restarting at once could both find the dead holder, one take the folder, and the
 * other remove that fresh lock. A process taking the folder without breaking anything needs no
 * such turn: it either creates the file first or finds it there.
 */
function breakDeadLock(path: string, dead: ProcessIdentity | null): void {
  const breaker = `${path}.break`;
  if (!createExclusively(breaker, String(process.pid))) {
    // A breaker killed in these few statements would block every start: it expires.
    if (ageMs(breaker) > BREAKER_GRACE_MS) removeIfPresent(breaker);
    return;
  }
  try {
    if (sameHolder(dead, readHolder(path))) removeIfPresent(path);
  } finally {
    removeIfPresent(breaker);
  }
}

/**
 * Takes the data folder for this process, or throws DataFolderInUseError naming the process that
 * holds it. PGlite runs PostgreSQL inside one process with no shared memory between processes:
 * a second process on the same folder starts, answers and silently loses the other's writes.
 * The lock is a file created with O_EXCL holding this process's identity; a holder that has died
 * (killed with SIGKILL, the machine restarted) is seen at once by its pid, boot id and start
 * time, so a crashed platform restarts on its folder without waiting for anything to expire.
 */
export async function lockDataFolder(folder: string): Promise<DataFolderLock> {
  const path = join(folder, DATA_FOLDER_LOCK_FILE);
  const me = currentProcess();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (createExclusively(path, JSON.stringify(me))) {
      return {
        release() {
          // Only our own lock: never one a later process took after ours was found dead.
          const holder = readHolder(path);
          if (holder && sameProcess(holder, me)) removeIfPresent(path);
        },
      };
    }
    const holder = readHolder(path);
    if (holder === undefined) continue;
    if (holder === null) {
      if (ageMs(path) > EMPTY_LOCK_GRACE_MS) breakDeadLock(path, null);
      else await sleep(RETRY_MS);
      continue;
    }
    if (sameProcess(holder, me) || processState(holder) !== 'gone') {
      throw new DataFolderInUseError(folder, holder);
    }
    breakDeadLock(path, holder);
    await sleep(attempt === 0 ? 0 : RETRY_MS);
  }
  throw new Error(`Could not take the data folder ${folder}: its lock kept changing hands.`);
}

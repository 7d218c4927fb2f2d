import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_FOLDER_LOCK_FILE, DataFolderInUseError, lockDataFolder } from './data-folder-lock';
import { openPgliteDatabase } from './pglite-database';
import { currentProcess, type ProcessIdentity } from './process-identity';

/** The start time /proc gives a running pid (field 22 of its stat line). */
function startTicksOf(pid: number): string {
  const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return line.slice(line.lastIndexOf(')') + 2).split(' ')[19] as string;
}

/** The identity of a process that has run and exited (and been reaped) on this machine. */
function deadProcess(): ProcessIdentity {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return { ...currentProcess(), pid: Number(child.stdout.toString()), startTicks: '1' };
}

describe('the PGlite data folder lock', () => {
  let folder: string;
  const lockFile = () => join(folder, DATA_FOLDER_LOCK_FILE);
  const leaveLock = (holder: ProcessIdentity | string) =>
    writeFileSync(lockFile(), typeof holder === 'string' ? holder : JSON.stringify(holder));

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'brand-folder-lock-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses a second holder naming the folder, and lets the next one in once released', async () => {
    const held = await lockDataFolder(folder);
    const refused = lockDataFolder(folder);
    await expect(refused).rejects.toThrow(DataFolderInUseError);
    await expect(refused).rejects.toThrow(`The data folder ${folder} is in use by this process`);
    held.release();
    expect(existsSync(lockFile())).toBe(false);
    (await lockDataFolder(folder)).release();
  });

  it('refuses a folder a live process holds, naming its pid', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const pid = child.pid as number;
      leaveLock({ ...currentProcess(), pid, startTicks: startTicksOf(pid) });
      await expect(lockDataFolder(folder)).rejects.toThrow(
        `in use by process ${pid} on ${currentProcess().host}`,
      );
      // The live holder's lock is left as it was.
      expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(pid);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over at once from a holder that died (killed, never released)', async () => {
    leaveLock(deadProcess());
    const lock = await lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toEqual(currentProcess());
    lock.release();
  });

  it('takes over from a holder whose pid now belongs to another process', async () => {
    // Our parent runs, but it is not the process that wrote this lock: it started at another time.
    leaveLock({ ...currentProcess(), pid: process.ppid, startTicks: '1' });
    (await lockDataFolder(folder)).release();
  });

  it('takes over from a holder of an earlier boot of the machine', async () => {
    leaveLock({ ...currentProcess(), bootId: 'an-earlier-boot' });
    (await lockDataFolder(folder)).release();
  });

  it('refuses a folder held from another host, which cannot be asked', async () => {
    leaveLock({ ...deadProcess(), host: 'another-machine' });
    await expect(lockDataFolder(folder)).rejects.toThrow('on another-machine');
  });

  it('takes over a lock file left empty by a crash before its holder wrote it', async () => {
    leaveLock('');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(), old, old);
    (await lockDataFolder(folder)).release();
  });

  it('keeps a second PGlite off an open data folder, and lets it in once closed', async () => {
    const dataDir = join(folder, 'data');
    const first = await openPgliteDatabase(dataDir);
    await expect(openPgliteDatabase(dataDir)).rejects.toThrow(DataFolderInUseError);
    await first.close();
    const second = await openPgliteDatabase(dataDir);
    expect(await second.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await second.close();
  }, 60_000);
});

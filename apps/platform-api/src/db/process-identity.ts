import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who a process is, well enough to tell later whether it still runs: its pid alone is not enough,
 * because pids are reused (a container's platform is often pid 1 on every start) and a reboot
 * starts them again from the bottom.
 */
export type ProcessIdentity = {
  pid: number;
  host: string;
  /** The kernel's boot id (Linux): a different one means the machine has restarted since. */
  bootId: string | null;
  /** When the process started, in clock ticks since boot (Linux): tells a reused pid apart. */
  startTicks: string | null;
};

/** Whether a recorded process still runs: `unknown` when it ran on another host. */
export type ProcessState = 'running' | 'gone' | 'unknown';

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The state and start time of a pid from /proc (fields 3 and 22 of its stat line), if any. */
function procStat(pid: number): { state: string; startTicks: string } | null {
  const line = readText(`/proc/${pid}/stat`);
  if (line === null) return null;
  // The command name (field 2) may hold spaces and parentheses: fields are counted after its end.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTicks = fields[19];
  return state && startTicks ? { state, startTicks } : null;
}

/** This process. */
export function currentProcess(): ProcessIdentity {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    startTicks: procStat(process.pid)?.startTicks ?? null,
  };
}

/** True when both records name one process. */
export function sameProcess(a: ProcessIdentity, b: ProcessIdentity): boolean {
  return (
    a.pid === b.pid && a.host === b.host && a.bootId === b.bootId && a.startTicks === b.startTicks
  );
}

/** Whether the pid answers a null signal (where there is no /proc to read). */
function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the recorded process still runs on this machine. Another host's process cannot be
 * asked (a folder on a shared disk): `unknown`. On Linux the boot id and the start time tell a
 * restarted machine or a reused pid from the process itself, and a killed process not yet
 * reaped by its parent (a zombie) counts as gone: it can never write again.
 */
export function processState(recorded: ProcessIdentity): ProcessState {
  const here = currentProcess();
  if (recorded.host !== here.host) return 'unknown';
  if (recorded.bootId && here.bootId && recorded.bootId !== here.bootId) return 'gone';
  if (here.startTicks !== null) {
    const stat = procStat(recorded.pid);
    if (!stat || stat.state === 'Z' || stat.state === 'X') return 'gone';
    if (recorded.startTicks !== null && stat.startTicks !== recorded.startTicks) return 'gone';
    return 'running';
  }
  return signalReaches(recorded.pid) ? 'running' : 'gone';
}

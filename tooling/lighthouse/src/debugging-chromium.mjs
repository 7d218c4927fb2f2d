// Debian's Chromium with a remote-debugging port and a profile of its own: the browser in which
// this script signs in and holds a visitor's session, and which Lighthouse then drives by that
// port (`--port`), so the measured tab shares the profile's cookies and local storage.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@brand/e2e/src/platform.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const START_TIMEOUT_MS = 30_000;

/** Starts Chromium; resolves `{ port, stop }` once its debugging endpoint answers. */
export async function startDebuggingChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'brand-lighthouse-profile-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  let running = true;
  const exited = new Promise((resolve) => {
    child.once('exit', () => {
      running = false;
      resolve();
    });
  });
  const stop = async () => {
    if (running) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => running && child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Chromium's debugging port ${port} did not answer:\n${stderr}`);
}

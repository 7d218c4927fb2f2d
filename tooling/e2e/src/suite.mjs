// What every end-to-end file shares: the built apps on a platform of its own (fresh data folder,
// demo seed) and one Chromium, started before the file's tests and stopped after them.
import { after, before } from 'node:test';
import { launchChromium } from './browser.mjs';
import { buildAll, builtAlready, startPlatform } from './platform.mjs';

/** How long one step (a page, a click's outcome) may take on a loaded CI machine. */
export const STEP = { timeout: 20_000 };

/**
 * Registers the file's platform and browser; read them from what it answers, inside tests.
 * `env` is passed to startPlatform (extra environment variables for this file's platform).
 */
export function useSuite({ env = {} } = {}) {
  const suite = { platform: null, browser: null };
  before(
    async () => {
      // scripts/test.sh has just built everything; on its own a suite builds what it serves.
      if (process.env.E2E_SKIP_BUILD !== '1' || !builtAlready()) await buildAll();
      suite.platform = await startPlatform({ env });
      suite.browser = await launchChromium();
    },
    { timeout: 300_000 },
  );
  after(async () => {
    await suite.browser?.close();
    await suite.platform?.stop();
  });
  return suite;
}

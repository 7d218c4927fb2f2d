// Mobile Lighthouse over the built platform (issue 20): starts it on a fresh data folder, runs
// Lighthouse 3 times per page in Debian's Chromium, prints the medians of the performance score
// and the LCP against the targets and writes the JSON report. A figure below its target is printed,
// not failed (the machine is shared). A run Lighthouse itself could not record (NO_NAVSTART and its
// kin: "Please run Lighthouse again") is run again; a page none of whose attempts recorded is
// reported as not measured. It fails only when no page could be measured at all.
//
// The entry routes run in Lighthouse's own Chromium. The visitor's quote and the signed-in policy
// page run in one Chromium of this script's (debugging-chromium.mjs), where browser-pages.mjs
// has made the visitor's quote and signed the demo customer in: the policy page by the CLI's
// `--port` (a new tab shares the profile's local storage, where the sign-in keeps its tokens), the
// quote by lighthouse-in-tab.mjs (a visitor's session is the tab's session storage, which a new
// tab lacks). Both keep Lighthouse's storage reset: it clears the HTTP cache, so every page loads
// cold, and (in 12.x) never cookies or local or session storage. A run that ends elsewhere than
// the page asked for (the sign-in), or whose read of the policy or the proposal was refused (the
// page keeps its address without the session), is that page's failure, not its figures.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlatform } from '@brand/e2e/src/platform.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { prepareBrowserPages } from './browser-pages.mjs';
import { startDebuggingChromium } from './debugging-chromium.mjs';
import { finalUrlOf, wrongPage } from './landed-on.mjs';
import { formatTable, PAGES, pageLine, RUNS } from './lighthouse-targets.mjs';

// The same Chromium and flags as the end-to-end tests: headless, never on the network by itself.
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');
/** Attempts per run: Lighthouse's own trace recording fails now and then on a loaded machine. */
const ATTEMPTS = 3;
/** One run is about 12 s on this machine; one that takes minutes has hung. */
const RUN_TIMEOUT_MS = 120_000;
const LIGHTHOUSE = new URL('../node_modules/.bin/lighthouse', import.meta.url).pathname;
const IN_TAB = new URL('./lighthouse-in-tab.mjs', import.meta.url).pathname;
const REPORT_FOLDER = new URL('../report/', import.meta.url).pathname;
const REPORT = join(REPORT_FOLDER, 'lighthouse.json');

/**
 * The command of one run of `url` that writes Lighthouse's JSON to `outputPath`: the CLI in its
 * own Chromium, the CLI in the debugging Chromium (`port`), or, with a visitor's session storage,
 * lighthouse-in-tab.mjs there. (`read` is the API path the page must read: landed-on.mjs.)
 */
function runCommand(url, outputPath, { port, sessionStorage } = {}) {
  if (sessionStorage) {
    return [
      process.execPath,
      [IN_TAB, String(port), url, outputPath, JSON.stringify(sessionStorage)],
    ];
  }
  const common = [url, '--output=json', `--output-path=${outputPath}`];
  const browser = port ? [`--port=${port}`] : [`--chrome-flags=${CHROME_FLAGS}`];
  return [LIGHTHOUSE, [...common, '--only-categories=performance', '--quiet', ...browser]];
}

/**
 * One Lighthouse run of `url`: its performance score (0–100), LCP in milliseconds and the final
 * screenshot (a data URL). `session` is runCommand's.
 */
function runLighthouse(url, outputPath, session) {
  return new Promise((resolve, reject) => {
    const [command, args] = runCommand(url, outputPath, session);
    const child = spawn(command, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0) {
        reject(new Error(`lighthouse ${url} ended with ${code ?? signal}: ${stderr.slice(-2000)}`));
        return;
      }
      const lhr = JSON.parse(readFileSync(outputPath, 'utf8'));
      if (lhr.runtimeError) {
        reject(
          new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`),
        );
        return;
      }
      const elsewhere = wrongPage(url, lhr, session?.read);
      if (elsewhere) {
        // Not Lighthouse's failure to record: another attempt would end there too.
        reject(Object.assign(new Error(`lighthouse ${url}: ${elsewhere}`), { final: true }));
        return;
      }
      resolve({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        lcpElement:
          lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
            ?.snippet,
        finalUrl: finalUrlOf(lhr),
        finalScreenshot: lhr.audits['final-screenshot']?.details?.data,
      });
    });
  });
}

/** One run, tried again when Lighthouse could not record it; the last failure when none did. */
async function measure(url, outputPath, session) {
  let failure;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return await runLighthouse(url, outputPath, session);
    } catch (error) {
      if (error.final) throw error;
      failure = error;
      console.log(
        `${url}: attempt ${attempt} of ${ATTEMPTS} not recorded (${error.message.split('\n')[0]})`,
      );
    }
  }
  throw failure;
}

/** Keeps a run's final screenshot (Lighthouse's JPEG) beside the report, to look at. */
function keepFinalScreenshot(page, run) {
  if (!run.finalScreenshot) return undefined;
  const file = join(REPORT_FOLDER, `final-${page.name.replaceAll(' ', '-')}.jpg`);
  writeFileSync(file, Buffer.from(run.finalScreenshot.split(',')[1], 'base64'));
  return file;
}

/**
 * Where a page is measured: its address and how it is opened (runCommand's session), or why it
 * cannot be. The session pages are prepared in `chromium` (null when it did not start).
 */
function targetOf(page, platform, chromium, prepared) {
  if (page.session === 'none') return { url: `${platform.url}${page.path}` };
  const ready = prepared?.[page.session];
  if (!chromium || !ready) return { notReady: 'its browser did not start' };
  if (ready.error) return { notReady: `not prepared: ${ready.error.message}` };
  return {
    url: ready.url,
    session: { port: chromium.port, sessionStorage: ready.sessionStorage, read: ready.read },
  };
}

/** Starts the debugging Chromium and prepares the session pages in it (null: what did not start). */
async function startSessionBrowser(platform) {
  let chromium = null;
  try {
    chromium = await startDebuggingChromium();
    const preparing = Date.now();
    const prepared = await prepareBrowserPages(chromium.port, platform);
    console.log(`quote and sign-in prepared in ${Math.round((Date.now() - preparing) / 1000)} s`);
    return { chromium, prepared };
  } catch (error) {
    console.log(`the pages needing a session cannot be measured: ${error.message}`);
    return { chromium, prepared: null };
  }
}

const began = Date.now();
const scratch = mkdtempSync(join(tmpdir(), 'brand-lighthouse-'));
mkdirSync(REPORT_FOLDER, { recursive: true });
const platform = await startPlatform();
const lines = [];
const unmeasured = [];
let sessionBrowser = null;
try {
  // PAGES lists the entry routes first: the session pages' Chromium starts after them, so
  // nothing else runs beside their measurements.
  for (const page of PAGES) {
    if (page.session !== 'none') sessionBrowser ??= await startSessionBrowser(platform);
    const { url, session, notReady } = targetOf(
      page,
      platform,
      sessionBrowser?.chromium,
      sessionBrowser?.prepared,
    );
    const runs = [];
    const pageBegan = Date.now();
    try {
      if (notReady) throw new Error(notReady);
      for (let run = 0; run < RUNS; run++) {
        runs.push(await measure(url, join(scratch, 'run.json'), session));
      }
    } catch (error) {
      unmeasured.push({ page: page.name, path: page.path, error: error.message.slice(0, 500) });
      console.log(`${page.path}: NOT MEASURED: ${error.message.split('\n')[0]}`);
      continue;
    }
    const screenshot = keepFinalScreenshot(page, runs.at(-1));
    const line = pageLine(
      page,
      runs.map(({ finalScreenshot, ...run }) => run),
    );
    const pageSeconds = Math.round((Date.now() - pageBegan) / 1000);
    lines.push({
      ...line,
      url: new URL(url).pathname,
      seconds: pageSeconds,
      finalScreenshot: screenshot,
    });
    // Progress as it goes: a run of a few minutes should not look hung.
    console.log(
      `${page.path}: scores ${runs.map((run) => run.score).join(', ')}; LCP ${runs
        .map((run) => `${(run.lcpMs / 1000).toFixed(2)} s`)
        .join(', ')}; ${pageSeconds} s`,
    );
  }
} finally {
  await sessionBrowser?.chromium?.stop();
  await platform.stop();
  rmSync(scratch, { recursive: true, force: true });
}
const seconds = Math.round((Date.now() - began) / 1000);
writeFileSync(
  REPORT,
  `${JSON.stringify({ lighthouse: '12.8.2', formFactor: 'mobile', runsPerPage: RUNS, seconds, pages: lines, unmeasured }, null, 2)}\n`,
);
console.log(`Mobile Lighthouse, median of ${RUNS} runs per page (targets of issue 20):`);
console.log(formatTable(lines));
for (const page of unmeasured)
  console.log(`${page.path}  not measured: ${page.error.split('\n')[0]}`);
console.log(`Report: ${REPORT}; took ${seconds} s.`);
// Lighthouse that measures nothing is broken tooling, not a noisy machine.
if (lines.length === 0) process.exitCode = 1;

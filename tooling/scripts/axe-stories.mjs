// Runs axe over every story of the built Storybook in Debian's Chromium and fails on any
// violation (WCAG 2.0, 2.1 and 2.2 A and AA rules), under each theme of the toolbar's Brand
// switcher (the brand's own and the demo brand): a brand team copies the demo theme, so its
// colours must pass too. Each story is also screenshotted into storybook-static/__screenshots__
// so people can look at what the stories show.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addAxe, axeViolations } from './axe.mjs';
import { launchChromium } from './chromium.mjs';
import { serveStatic } from './static-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const staticDir = join(root, 'storybook-static');
const shotsDir = join(staticDir, '__screenshots__');
mkdirSync(shotsDir, { recursive: true });

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const only = process.argv[2];
const selected = only ? stories.filter((s) => s.id.includes(only)) : stories;

const server = await serveStatic(staticDir);
const browser = await launchChromium();
// Every story is checked in the brand's theme at both widths, and in the demo brand's theme (the
// Brand toolbar's global, .storybook/brand-themes.ts) at the desktop width: the demo theme changes
// colours, not layout, so a second width would check the same contrast again at twice the cost.
const viewports = {
  desktop: { width: 1200, height: 900 },
  mobile: { width: 375, height: 720 },
};
const runs = [
  { brand: 'brand', viewport: 'desktop' },
  { brand: 'brand', viewport: 'mobile' },
  { brand: 'demo', viewport: 'desktop' },
];
let passed = 0;
let failed = 0;

/**
 * A page that has loaded the Storybook preview once in one brand and width. Stories are then
 * switched over the preview's channel, as Storybook's own UI does, which is about 3x faster than
 * loading iframe.html per story. The a11y addon's own axe run after each render is turned off
 * (a11y.manual): this script runs axe itself.
 */
async function openPreview(run, firstStoryId) {
  const context = await browser.newContext({
    viewport: viewports[run.viewport],
    reducedMotion: 'reduce',
  });
  await addAxe(context);
  const page = await context.newPage();
  await page.goto(
    `${server.url}/iframe.html?id=${firstStoryId}&viewMode=story&globals=brand:${run.brand};a11y.manual:!true`,
  );
  await page.waitForFunction(() => window.__STORYBOOK_ADDONS_CHANNEL__, null, { timeout: 30_000 });
  return page;
}

/** Renders a story in the loaded preview; answers 'rendered' or what went wrong. */
function renderStory(page, storyId) {
  return page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const handlers = outcomes.map((event) => [
          event,
          (detail) => {
            for (const [name, handler] of handlers) channel.off(name, handler);
            clearTimeout(timer);
            resolve(
              event === 'storyRendered'
                ? 'rendered'
                : `${event}: ${detail?.message ?? detail?.title ?? detail ?? ''}`,
            );
          },
        ]);
        const timer = setTimeout(() => resolve('no storyRendered within 15 s'), 15_000);
        for (const [name, handler] of handlers) channel.on(name, handler);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

async function checkStory(page, story, run) {
  const errors = [];
  const onError = (error) => errors.push(error.message);
  page.on('pageerror', onError);
  const outcome = await renderStory(page, story.id);
  if (outcome === 'rendered') {
    // Any visible child: a story's first element may be hidden at one width (a tab bar that is a
    // dropdown on a phone), and waitForSelector waits on the first match only.
    await page.waitForSelector(
      '#storybook-root > :visible, body > [role="dialog"], [data-radix-portal]',
      { timeout: 15_000 },
    );
    // A screen story (tagged 'screen') loads its page from the fake platform: checked once the
    // page's heading shows, not while it loads.
    if (story.tags?.includes('screen')) {
      await page.waitForSelector('#storybook-root h1', { state: 'visible', timeout: 15_000 });
    }
    await page.waitForTimeout(50);
  }
  const violations = outcome === 'rendered' ? await axeViolations(page) : [outcome];
  await page.screenshot({
    path: join(shotsDir, `${story.id}--${run.brand}--${run.viewport}.png`),
    fullPage: true,
  });
  page.off('pageerror', onError);
  const problems = [...violations, ...errors.map((message) => `page error: ${message}`)];
  if (problems.length === 0) {
    passed += 1;
    return true;
  }
  failed += 1;
  console.log(
    `✗ ${story.title} / ${story.name} (${run.brand}, ${run.viewport})\n    ${problems.join('\n    ')}`,
  );
  return false;
}

// Two workers (the machines have two cores) share one job queue; each keeps a preview per run.
const jobs = runs.flatMap((run) => selected.map((story) => ({ story, run })));
async function worker() {
  const pages = new Map();
  for (let job = jobs.shift(); job; job = jobs.shift()) {
    const key = `${job.run.brand}-${job.run.viewport}`;
    if (!pages.has(key)) pages.set(key, await openPreview(job.run, job.story.id));
    const ok = await checkStory(pages.get(key), job.story, job.run);
    // A story that failed may have left the preview broken: the next story starts on a fresh one.
    if (!ok) {
      await pages.get(key).context().close();
      pages.delete(key);
    }
  }
  await Promise.all([...pages.values()].map((page) => page.context().close()));
}
try {
  await Promise.all([worker(), worker()]);
} finally {
  await browser.close();
  await server.close();
}
console.log(
  `${selected.length} stories checked in ${runs.length} brand and width runs (${runs.map((r) => `${r.brand} ${r.viewport}`).join(', ')}); screenshots in storybook-static/__screenshots__`,
);
console.log(`axe: ${passed} passed, ${failed} failed`);
if (failed > 0 || selected.length === 0) process.exit(1);

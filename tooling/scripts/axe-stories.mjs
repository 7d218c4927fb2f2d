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
// The Brand toolbar's global (.storybook/brand-themes.ts), set through the story's URL.
const brands = ['brand', 'demo'];
const viewports = [
  { name: 'desktop', width: 1200, height: 900 },
  { name: 'mobile', width: 375, height: 720 },
];
let passed = 0;
let failed = 0;

async function checkStory(page, story, viewport, brand) {
  const errors = [];
  const onError = (error) => errors.push(error.message);
  page.on('pageerror', onError);
  await page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story&globals=brand:${brand}`);
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
  await page.waitForTimeout(100);
  const violations = await axeViolations(page);
  await page.screenshot({
    path: join(shotsDir, `${story.id}--${brand}--${viewport.name}.png`),
    fullPage: true,
  });
  page.off('pageerror', onError);
  const problems = [...violations, ...errors.map((message) => `page error: ${message}`)];
  if (problems.length === 0) {
    passed += 1;
    return;
  }
  failed += 1;
  console.log(
    `✗ ${story.title} / ${story.name} (${brand}, ${viewport.name})\n    ${problems.join('\n    ')}`,
  );
}

// Two workers (the machines have two cores), each with a page per viewport, share one job queue.
const jobs = brands.flatMap((brand) =>
  viewports.flatMap((viewport) => selected.map((story) => ({ story, viewport, brand }))),
);
async function worker() {
  const pages = new Map();
  for (let job = jobs.shift(); job; job = jobs.shift()) {
    if (!pages.has(job.viewport.name)) {
      const context = await browser.newContext({ viewport: job.viewport, reducedMotion: 'reduce' });
      await addAxe(context);
      pages.set(job.viewport.name, await context.newPage());
    }
    await checkStory(pages.get(job.viewport.name), job.story, job.viewport, job.brand);
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
  `${selected.length} stories checked at ${viewports.length} viewports under ${brands.length} brand themes; screenshots in storybook-static/__screenshots__`,
);
console.log(`axe: ${passed} passed, ${failed} failed`);
if (failed > 0 || selected.length === 0) process.exit(1);

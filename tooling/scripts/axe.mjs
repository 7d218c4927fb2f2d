// axe-core in the page, for every browser test: the source is added as an init script to a
// context once, then each check is a single evaluate (about 5x faster than re-injecting per page).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG levels we hold ourselves to: 2.0, 2.1 and 2.2, A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Makes axe available in every page of `context`. */
export async function addAxe(context) {
  await context.addInitScript(axeSource);
}

/**
 * Runs axe over the whole page and returns its violations as readable lines. A page may be running
 * axe itself (Storybook's accessibility panel does after each render), so a busy axe is waited for.
 */
export async function axeViolations(page) {
  const result = await page.evaluate(async (tags) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
      } catch (error) {
        if (attempt > 100 || !String(error).includes('already running')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }, AXE_TAGS);
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

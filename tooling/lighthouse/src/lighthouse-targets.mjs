// Issue 20's targets for mobile Lighthouse (12.x, default throttling): a score and a largest
// contentful paint per page, met by the median of 3 runs. They are printed, never asserted: the
// machine is shared and noisy, so a figure does not fail CI.

/**
 * How a page is opened: `none` by anyone (Lighthouse's own Chromium), `visitor` in the tab of a
 * visitor holding a flex quote with a price (their session is the tab's session storage),
 * `customer` with the demo customer signed in (the sign-in's tokens are the profile's local
 * storage). The last two are prepared in one Chromium of this script's own (browser-pages.mjs).
 */
export const SESSIONS = ['none', 'visitor', 'customer'];

/**
 * The pages measured, each with its own target: the entry routes anyone can open, a visitor's
 * quote page and the demo customer's policy page signed in. A path in braces is found when the
 * run prepares the page (the proposal's code, the policy's product and id).
 */
export const PAGES = [
  { name: 'home', path: '/', session: 'none', score: 98, lcpMs: 1200 },
  { name: 'flex entry', path: '/flex', session: 'none', score: 98, lcpMs: 1200 },
  { name: 'drive-away entry', path: '/driveaway', session: 'none', score: 98, lcpMs: 1200 },
  { name: 'retrieve', path: '/retrieve', session: 'none', score: 98, lcpMs: 1200 },
  {
    name: 'quote',
    path: '/flex/proposal/{code}',
    session: 'visitor',
    score: 98,
    lcpMs: 1200,
  },
  {
    name: 'policy signed in',
    path: '/{product}/policy/{policyId}/details',
    session: 'customer',
    score: 95,
    lcpMs: 1500,
  },
];

/** Runs per page: the median of 3 is what the issue asks for. */
export const RUNS = 3;

/** The median of some numbers (the middle one of an odd count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One page's line of the table: its medians, its targets and whether each is met. */
export function pageLine(page, runs) {
  const score = median(runs.map((run) => run.score));
  const lcpMs = median(runs.map((run) => run.lcpMs));
  return {
    page: page.name,
    path: page.path,
    score,
    lcpMs: Math.round(lcpMs),
    scoreMet: score >= page.score,
    lcpMet: lcpMs <= page.lcpMs,
    targets: { score: page.score, lcpMs: page.lcpMs },
    runs,
  };
}

/** The table as printed: one line per page, medians against targets. */
export function formatTable(lines) {
  const rows = lines.map((line) => [
    line.path,
    `${line.score} (≥ ${line.targets.score}) ${line.scoreMet ? 'met' : 'NOT MET'}`,
    `${(line.lcpMs / 1000).toFixed(2)} s (≤ ${(line.targets.lcpMs / 1000).toFixed(1)} s) ${line.lcpMet ? 'met' : 'NOT MET'}`,
  ]);
  const head = ['page', 'performance (median)', 'LCP (median)'];
  const widths = head.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  );
  const format = (row) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  return [format(head), ...rows.map(format)].join('\n');
}

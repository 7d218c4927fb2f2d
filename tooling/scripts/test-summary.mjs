// Prints what every jest run of the workspace found, from the result files the test tasks write
// (restored from Turborepo's cache when a task did not need to run again), and fails when a
// package ran no test at all: a green run that tested nothing is not green. The attack suites'
// figures (requests tried, 5xx, leaks) are printed beside each run, and any 5xx, leak, forgery
// accepted or table changed by refused requests fails the run, as does a suite that recorded none.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The attack suites each package's runs must record (src/test/attack/attack-figures.ts in the
 * platform: the fuzz run, the access matrix, the token and webhook forgeries), by package.
 */
const ATTACK_SUITES = {
  '@brand/platform-api': [
    'fuzz',
    'access matrix',
    'token forgeries',
    'webhook forgeries and replays',
  ],
};
/** What breaks the platform's promises, by figure, as the summary names it. */
const FAILING_FIGURES = {
  fiveHundreds: '5xx',
  leaks: 'leaks',
  accepted: 'accepted',
  stateChanges: 'state changes',
};
/** How each figure is printed after the requests tried. */
const FIGURE_WORDS = { ...FAILING_FIGURES, refused: 'refused' };

const count = (n) => n.toLocaleString('en-GB');

/**
 * The attack figures of one jest run (attack-figures.json beside jest-results.json), printed; the
 * problems found in them returned. Figures recorded before the run started are stale: the suite
 * did not record this time.
 */
function attackFigures(pkgDir, pkgName, resultsFile, results, label) {
  const expected = ATTACK_SUITES[pkgName];
  if (!expected) return 0;
  const file = join(pkgDir, 'coverage', resultsFile.replace('jest-results', 'attack-figures'));
  const figures = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let found = 0;
  const parts = [];
  for (const suite of expected) {
    const recorded = figures[suite];
    if (!recorded || Date.parse(recorded.recordedAt) < results.startTime) {
      parts.push(`${suite} not recorded by this run`);
      found += 1;
      continue;
    }
    const words = Object.entries(FIGURE_WORDS)
      .filter(([key]) => typeof recorded[key] === 'number')
      .map(([key, word]) => `${count(recorded[key])} ${word}`);
    parts.push([`${suite} ${count(recorded.requests)} requests`, ...words].join(', '));
    found += Object.keys(FAILING_FIGURES).filter((key) => recorded[key] > 0).length;
  }
  console.log(`${label} attack: ${parts.join('; ')}`);
  return found;
}

const root = new URL('../..', import.meta.url).pathname;
let passed = 0;
let failed = 0;
let problems = 0;

for (const group of ['packages', 'apps']) {
  const dir = join(root, group);
  if (!existsSync(dir)) continue;
  for (const name of readdirSync(dir).sort()) {
    const pkgDir = join(dir, name);
    const pkgFile = join(pkgDir, 'package.json');
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    if (!pkg.scripts?.test) continue;
    const resultsFile = join(pkgDir, 'coverage', 'jest-results.json');
    if (!existsSync(resultsFile)) {
      console.log(`${pkg.name}: no test results found`);
      problems += 1;
      continue;
    }
    const summaryFile = join(pkgDir, 'coverage', 'coverage-summary.json');
    const lines = existsSync(summaryFile)
      ? `, ${JSON.parse(readFileSync(summaryFile, 'utf8')).total.lines.pct}% of lines covered`
      : '';
    // A package may run its suites again on another engine (jest-results-postgres.json).
    const runs = readdirSync(join(pkgDir, 'coverage'))
      .filter((file) => /^jest-results(-[a-z]+)?\.json$/.test(file))
      .sort();
    for (const file of runs) {
      const results = JSON.parse(readFileSync(join(pkgDir, 'coverage', file), 'utf8'));
      const label = file === 'jest-results.json' ? pkg.name : `${pkg.name} (${file.slice(13, -5)})`;
      passed += results.numPassedTests;
      failed += results.numFailedTests;
      console.log(
        `${label}: ${results.numPassedTests} passed, ${results.numFailedTests} failed in ${results.numTotalTestSuites} suites${file === 'jest-results.json' ? lines : ''}`,
      );
      if (results.numTotalTests === 0) {
        console.log(`${label}: ran no test`);
        problems += 1;
      }
      problems += attackFigures(pkgDir, pkg.name, file, results, label);
    }
  }
}

console.log(`tests: ${passed} passed, ${failed} failed`);
if (failed > 0 || problems > 0) process.exit(1);

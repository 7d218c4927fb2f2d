// Prints what every jest run of the workspace found, from the result files the test tasks write
// (restored from Turborepo's cache when a task did not need to run again), and fails when a
// package ran no test at all: a green run that tested nothing is not green.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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
    }
  }
}

console.log(`tests: ${passed} passed, ${failed} failed`);
if (failed > 0 || problems > 0) process.exit(1);

/** @type {import('jest').Config} */
module.exports = {
  preset: '@brand/jest-presets/jsdom',
  // Browser-like tests type and wait as a person does; on a loaded 2-core CI machine the default
  // 5 s per test is too tight to tell a slow run from a broken one (a user-event test typing four loop
  // items took over 20 s while every package's suites ran at once), so a test has a minute.
  testTimeout: 60_000,
  coverageThreshold: { global: { lines: 95, statements: 95, functions: 90, branches: 85 } },
};

/** @type {import('jest').Config} */
module.exports = {
  preset: '@brand/jest-presets/jsdom',
  // Browser-like tests type and wait as a person does; on a loaded 2-core CI machine the default
  // 5 s per test is too tight to tell a slow run from a broken one.
  testTimeout: 60_000,
  coverageThreshold: { global: { lines: 90, statements: 90, functions: 85, branches: 80 } },
};

/** @type {import('jest').Config} */
module.exports = {
  // The core runs on the server as well as in the browser: its tests need no DOM.
  preset: '@brand/jest-presets',
  testTimeout: 60_000,
  coverageThreshold: { global: { lines: 95, statements: 95, functions: 90, branches: 85 } },
};

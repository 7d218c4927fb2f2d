/** @type {import('jest').Config} */
module.exports = {
  // Configuration is data, read by the server too: its tests need no DOM.
  preset: '@brand/jest-presets',
  testTimeout: 60_000,
  coverageThreshold: { global: { lines: 95, statements: 95, functions: 90, branches: 85 } },
};

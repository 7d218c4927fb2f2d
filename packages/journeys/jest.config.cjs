// The apps' preset (react-router's ESM, the shell's source and test setup), so the journeys' screens
// are tested exactly as the apps render them.
/** @type {import('jest').Config} */
module.exports = {
  ...require('@brand/app-shell/jest-preset.cjs'),
  coverageThreshold: { global: { lines: 80, statements: 80, functions: 70, branches: 65 } },
  // Screens render whole brand forms: on a loaded 2-core CI machine one test can pass 5 seconds.
  testTimeout: 60_000,
  collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.stories.tsx'],
};

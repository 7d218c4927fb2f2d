/** @type {import('jest').Config} */
module.exports = {
  ...require('./jest-preset.cjs'),
  coverageThreshold: { global: { lines: 80, statements: 80, functions: 75, branches: 70 } },
  collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/test-support/**'],
};

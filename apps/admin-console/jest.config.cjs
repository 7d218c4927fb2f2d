/** @type {import('jest').Config} */
module.exports = {
  ...require('@brand/app-shell/jest-preset.cjs'),
  coverageThreshold: { global: { lines: 80, statements: 80, functions: 75, branches: 70 } },
  collectCoverageFrom: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.test.{ts,tsx}',
    '!src/main.tsx',
    '!src/test-support/**',
  ],
};

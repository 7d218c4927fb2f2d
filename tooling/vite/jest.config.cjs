/** @type {import('jest').Config} */
module.exports = {
  preset: '@brand/jest-presets',
  collectCoverageFrom: ['src/route-budget.ts', 'src/precompress.ts'],
  coverageThreshold: { global: { lines: 90, statements: 90, functions: 90, branches: 80 } },
};

// One jest preset for every package: SWC transpiles TypeScript (about twice as fast as ts-jest on
// 2 cores); type errors are caught by `tsc --noEmit` in the typecheck task, not by the tests.
const packagesDir = require('node:path').resolve(__dirname, '../../packages');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  // Workspace packages are ESM-only builds; tests read their TypeScript sources instead, so a
  // test never depends on a stale build and jest's CommonJS resolver never meets an ESM export map.
  moduleNameMapper: {
    '^@brand/([a-z-]+)$': `${packagesDir}/$1/src/index.ts`,
    '^@brand/([a-z-]+)/([a-z-]+)$': `${packagesDir}/$1/src/$2/index.ts`,
  },
  collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*.stories.tsx'],
  coverageReporters: ['text-summary', 'json-summary', 'lcov'],
};

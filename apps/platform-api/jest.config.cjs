const preset = require('@brand/jest-presets/jest-preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  preset: '@brand/jest-presets',
  // typebox, jose, oidc-provider, cookie (under Fastify's inject), uuid (under gocardless-nodejs) and
  // file-type with its readers (strtok3, token-types, @tokenizer/*, uint8array-extras, @borewit/*) ship ESM only (.mjs / "type": "module"); jest runs CommonJS, so SWC
  // transpiles them like our own sources. Everything else in node_modules is left alone.
  transform: {
    ...preset.transform,
    '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'],
  },
  transformIgnorePatterns: [
    '/node_modules/\\.pnpm/(?!(typebox|jose|cookie|oidc-provider|uuid|file-type|strtok3|token-types|uint8array-extras|@tokenizer\\+[a-z-]+|@borewit\\+[a-z-]+)@)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
  // One migrated PGlite database for every suite to start from (src/test/pglite-template.ts).
  globalSetup: '<rootDir>/src/test/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/test/jest-global-teardown.ts',
  // API suites start a platform (and on CI a PostgreSQL database) each.
  // 60 s: the CI machine runs these suites about 1.5 times slower than a developer's, two at a time.
  testTimeout: 60_000,
  coverageThreshold: { global: { lines: 90, statements: 90, functions: 90, branches: 80 } },
};

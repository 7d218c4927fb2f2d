const preset = require('@brand/jest-presets/jest-preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  preset: '@brand/jest-presets',
  // typebox, jose, oidc-provider, cookie (under Fastify's inject) and uuid (under gocardless-nodejs) ship ESM only (.mjs / "type": "module"); jest runs CommonJS, so SWC
  // transpiles them like our own sources. Everything else in node_modules is left alone.
  transform: {
    ...preset.transform,
    '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'],
  },
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(typebox|jose|cookie|oidc-provider|uuid)@)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json'],
  // API suites start a platform (and on CI a PostgreSQL database) each.
  testTimeout: 30_000,
  coverageThreshold: { global: { lines: 90, statements: 90, functions: 90, branches: 80 } },
};

// The jest preset of the two apps and of this package: the repository's jsdom preset, plus what
// react-router 8 needs (it ships ESM only, with `import.meta`) and the shell's own source through
// the workspace link. (react-router's own dependencies are ESM only too.)
const { resolve } = require('node:path');
const base = require('@brand/jest-presets/jsdom/jest-preset.cjs');

const shellDir = __dirname;
const [, baseTransform] = Object.entries(base.transform)[0];

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  moduleNameMapper: {
    // Before the preset's `@brand/<name>` rule, which maps to packages/<name>.
    '^@brand/app-shell$': resolve(shellDir, 'src/index.ts'),
    '^@brand/app-shell/testing$': resolve(shellDir, 'src/test-support/index.ts'),
    // The apps' index.html gets the unsupported-browser screen from the shared Vite config.
    '^@brand/vite-app/unsupported-browser$': resolve(
      shellDir,
      '../../tooling/vite/src/unsupported-browser.ts',
    ),
    ...base.moduleNameMapper,
  },
  transform: {
    // ESM-only dependencies: SWC makes them CommonJS once `import.meta` (Vite's dev hooks) is gone.
    '/node_modules/.+\\.m?js$': [
      resolve(shellDir, 'jest-esm-transform.cjs'),
      { swc: baseTransform[0], options: baseTransform[1] },
    ],
    ...base.transform,
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|react-router|@remix-run|cookie-es)/)'],
  // Rendering the shell with Radix menus and modals on a loaded 2-core CI machine is slower than
  // jest's default 5 s allows (the console's impersonation tests ran past 20 s under a load of 25).
  testTimeout: 60_000,
};

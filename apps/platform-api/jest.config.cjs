/** @type {import('jest').Config} */
module.exports = {
  preset: '@brand/jest-presets',
  coverageThreshold: { global: { lines: 95, statements: 95, functions: 95, branches: 85 } },
};

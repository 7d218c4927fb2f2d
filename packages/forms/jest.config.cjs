/** @type {import('jest').Config} */
module.exports = {
  preset: '@brand/jest-presets/jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  coverageThreshold: { global: { lines: 95, statements: 95, functions: 90, branches: 85 } },
};

/** @type {import('jest').Config} */
module.exports = {
  preset: '@brand/jest-presets/jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  coverageThreshold: { global: { lines: 90, statements: 90, functions: 85, branches: 80 } },
};

/** @type {import('jest').Config} */
module.exports = {
  preset: '@brand/jest-presets',
  // The staleness check runs the generator (openapi-typescript and Biome) in a child process.
  testTimeout: 30_000,
  // Generated code is proved by typechecking and by the staleness check, not by coverage.
  coveragePathIgnorePatterns: ['/node_modules/', '/src/generated/'],
  coverageThreshold: { global: { lines: 95, statements: 95, functions: 95, branches: 90 } },
};

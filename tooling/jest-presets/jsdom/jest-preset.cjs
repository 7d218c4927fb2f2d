// The shared preset for React packages: the node preset in a jsdom environment, with
// @testing-library/jest-dom's matchers loaded by the package's own setup file.
const base = require('../jest-preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testEnvironment: require.resolve('jest-environment-jsdom'),
};

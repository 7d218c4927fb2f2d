// The shared preset for React packages: the node preset in a jsdom environment, with one setup
// (jest-dom's matchers, the browser APIs jsdom lacks, Testing Library's wait) for every package.
const base = require('../jest-preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testEnvironment: require.resolve('jest-environment-jsdom'),
  setupFilesAfterEnv: [require.resolve('./setup-dom.cjs')],
};

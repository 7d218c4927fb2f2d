// The test setup of every jsdom package: jest-dom's matchers, the browser APIs jsdom lacks (those
// Radix, the responsive components and react-router call, behaving as a desktop browser with no
// motion preference; a test overrides them where it needs to), and Testing Library's wait.
//
// Testing Library is the package's own copy (this preset does not depend on it): resolved from the
// package being tested, so the setup configures the instance its tests import.
const { TextDecoder, TextEncoder } = require('node:util');

const fromPackage = (name) => require(require.resolve(name, { paths: [process.cwd()] }));

fromPackage('@testing-library/jest-dom');
// `findBy…` and `waitFor` give up after 1 s by default; a screen that lazy-loads a whole brand form
// on a loaded 2-core CI machine can take longer, and a wait that ends early fails a correct test.
// A wait still ends as soon as its condition holds, so passing tests are no slower.
fromPackage('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });

Object.assign(globalThis, { TextEncoder, TextDecoder });
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: jest.fn((query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })),
});
window.HTMLElement.prototype.scrollIntoView = jest.fn();
window.ResizeObserver = class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
};

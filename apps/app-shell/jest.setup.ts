import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks what react-router and the token decoding use, and the layout APIs Radix calls;
// these behave as a desktop browser does.
Object.assign(globalThis, { TextEncoder, TextDecoder });
window.HTMLElement.prototype.scrollIntoView = jest.fn();
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

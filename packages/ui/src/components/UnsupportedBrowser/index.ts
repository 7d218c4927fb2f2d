export type { RecommendedBrowser, UnsupportedBrowserProps } from './UnsupportedBrowser';
export { DEFAULT_RECOMMENDED_BROWSERS, UnsupportedBrowser } from './UnsupportedBrowser';

export { type AppViteOptions, appViteConfig } from './app-vite-config';
export { isCompressible, precompress } from './precompress';
export type { RouteAudience, RouteBudget, RouteSize } from './route-budget';
export {
  formatRouteSizes,
  limitKb,
  ROUTE_BUDGETS_KB,
  routeBudget,
  routeSizes,
  SIGN_IN_SDK,
} from './route-budget';
export { unsupportedBrowserScreen, withUnsupportedBrowserScreen } from './unsupported-browser';

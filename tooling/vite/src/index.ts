export { type AppViteOptions, appViteConfig } from './app-vite-config';
export { isCompressible, precompress } from './precompress';
export type { RouteBudget, RouteSize } from './route-budget';
export { formatRouteSizes, routeBudget, routeSizes } from './route-budget';
export { unsupportedBrowserScreen, withUnsupportedBrowserScreen } from './unsupported-browser';

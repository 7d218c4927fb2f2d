export { type AppViteOptions, appViteConfig } from './app-vite-config';
export type { RouteBudget, RouteSize } from './route-budget';
export { formatRouteSizes, routeBudget, routeSizes } from './route-budget';

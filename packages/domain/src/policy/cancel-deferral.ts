// How far ahead a cancellation may be deferred, apart from the window's date arithmetic: the
// products' configuration (in every app's first load) reads these constants, and importing them
// from cancel-date-window.ts would place that module, luxon with it, in the apps' entry chunk.

/** How many days ahead a cancellation may be deferred in the configured products. */
export const DEFAULT_DAYS_TO_DEFER = 30;

/** The deferral allowed when the policy is PENDING or the product sets no daysToDefer. */
export const FALLBACK_DAYS_TO_DEFER = 1;

// The vehicle's year limits as plain numbers, apart from the rules that compare them with London's
// today: the brand's settings read them on every first load, which must not bring luxon with them.

/** Earliest vehicle year offered when a brand does not configure one. */
export const VEHICLE_EARLIEST_YEAR_DEFAULT = 1940;
/** Earliest vehicle year in the brand's configuration. */
export const BRAND_VEHICLE_EARLIEST_YEAR = 2001;
/** Earliest year a vehicle's usage may have started. */
export const USAGE_START_MIN_YEAR = 1939;
/** Months past the current one that the usage-start picker offers (1 in the configured forms). */
export const USAGE_START_MONTHS_AHEAD_DEFAULT = 1;

import {
  BRAND_VEHICLE_EARLIEST_YEAR,
  DEFAULT_FEATURE_TOGGLES,
  type FeatureToggle,
  USAGE_START_MONTHS_AHEAD_DEFAULT,
} from '@brand/domain';

/**
 * The toggles forms and routes test (feature conditions): the domain's brand defaults, with
 * external claims reporting on, because the platform ships a claims provider (its embedded
 * sandbox by default, ADR 0031), so the claims tab's "make a claim online" works out of the box.
 */
export const FEATURE_TOGGLE_SETTINGS: Readonly<Record<FeatureToggle, boolean>> = {
  ...DEFAULT_FEATURE_TOGGLES,
  externalClaimsReporting: true,
};

/** Log levels, quietest last. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** A log level. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Brand settings besides the toggles: what the apps switch on or tune for this brand. */
export const BRAND_SETTINGS = {
  /** The chat help widget on error messages and help pages. */
  chatWidget: true,
  /** The first year the vehicle year choices offer (2001 for this brand, not the default 1940). */
  vehicleEarliestYear: BRAND_VEHICLE_EARLIEST_YEAR,
  /** Months ahead of this month the usage-start picker allows. */
  usageStartMonthsAhead: USAGE_START_MONTHS_AHEAD_DEFAULT,
  /** A registration is mandatory on proposal confirmation; it may be missing earlier. */
  registrationRequiredOnConfirmation: true,
  /** Logging defaults to warn (spec 002 §9). */
  logLevel: 'warn' satisfies LogLevel,
  /** The unsupported-browser screen recommends these two. */
  recommendedBrowsers: ['Google Chrome', 'Microsoft Edge'],
} as const;

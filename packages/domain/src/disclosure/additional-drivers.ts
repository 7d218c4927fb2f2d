/** Most additional drivers a policy may name (maxAdditionalProfiles in the configured products). */
export const MAX_ADDITIONAL_DRIVERS = 4;
/** Profile code given to the first new additional driver. */
export const DEFAULT_NEW_PROFILE_CODE = 'p1';
/** Shown for a driver whose first or last name is missing. */
export const DRIVER_NO_NAME = 'No name';

const PROFILE_CODE_PREFIX = 'p';

/** True while another driver may be added (the add button is hidden once the limit is reached). */
export function canAddAdditionalDriver(
  count: number,
  max: number = MAX_ADDITIONAL_DRIVERS,
): boolean {
  return Number.isInteger(count) && count >= 0 && count < max;
}

/** The first profile code of p1, p2, ... not already in use. */
export function nextProfileCode(existingCodes: readonly string[]): string {
  const used = new Set(existingCodes);
  let index = 1;
  while (used.has(`${PROFILE_CODE_PREFIX}${index}`)) index += 1;
  return `${PROFILE_CODE_PREFIX}${index}`;
}

/** 'First Last' for a driver, or 'No name' when either part is missing or blank. */
export function driverDisplayName(driver: {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}): string {
  const first = driver.firstName?.trim() ?? '';
  const last = driver.lastName?.trim() ?? '';
  return first && last ? `${first} ${last}` : DRIVER_NO_NAME;
}

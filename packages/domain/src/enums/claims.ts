/** Claim statuses. */
export const CLAIM_STATUSES = ['ACTIVE', 'SETTLED', 'PENDING'] as const;
/** A claim status. */
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Claim types a driver discloses in their claims history. */
export const CLAIM_TYPES = [
  'AccidentFault',
  'AccidentNotFault',
  'AccidentBothFault',
  'FireDamage',
  'StormFloodDamage',
  'Theft',
  'Vandalism',
  'Windscreen',
  'Others',
] as const;
/** A disclosed claim type. */
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** The claim type a pending claim displays before it is classified. */
export const PENDING_CLAIM_DISPLAY_TYPE = 'Accident';

/** The status tone each claim status is shown with. */
export const CLAIM_STATUS_TONES = {
  ACTIVE: 'info',
  SETTLED: 'success',
  PENDING: 'default',
} as const satisfies Record<ClaimStatus, 'default' | 'info' | 'success' | 'warning' | 'critical'>;

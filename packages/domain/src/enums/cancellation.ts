/** Why a customer cancels (also the renewal opt-out reasons). */
export const CANCELLATION_REASONS = [
  'SoldNR',
  'SoldMake',
  'Price',
  'Service',
  'NotSuitable',
  'Other',
] as const;
/** A cancellation reason code. */
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** The reason that carries free text after the separator: 'Other|free text'. */
export const OTHER_CANCELLATION_REASON = 'Other' as const satisfies CancellationReason;

/** Separates the Other reason from its free text. */
export const CANCELLATION_REASON_SEPARATOR = '|';

/** Cancellation rule types: Standard always allows it; CoolingOff only within its days. */
export const CANCELLATION_TYPES = ['Standard', 'CoolingOff'] as const;
/** A cancellation rule type. */
export type CancellationType = (typeof CANCELLATION_TYPES)[number];

/** What a cooling-off period counts from: inception of cover or the bind (creation) of the policy. */
export const CANCELLATION_START_AT = ['Inception', 'Bind'] as const;
/** A cooling-off count start. */
export type CancellationStartAt = (typeof CANCELLATION_START_AT)[number];

// The mid-term adjustment as the platform answers it (spec 001 §3 "Adjustment response"), from the
// generated client; money is in pence, a negative amount is credit.
import type { CreatePolicyAdjustmentBody, GetPolicyAdjustmentResult } from '@brand/api-client';

/** An adjustment: unconfirmed until committed. */
export type Adjustment = GetPolicyAdjustmentResult;

/** One change of an adjustment: its type and the fields that type carries. */
export type AdjustmentChange = CreatePolicyAdjustmentBody['changes'][number];

/** One answer an update entry sets: a disclosure path and its value. */
export type AdjustmentUpdate = NonNullable<AdjustmentChange['update']>[number];

/** What POST /policyAdjustments takes for a mid-term or start-date adjustment. */
export type AdjustmentRequest = CreatePolicyAdjustmentBody & { adjustmentType: 'MTA' | 'SDA' };

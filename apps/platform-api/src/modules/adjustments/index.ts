// The adjustments module: changes to a bought policy (issue 18, ADR 0038). Mid-term (MTA) and
// start-date (SDA) adjustments are re-rated as a new quote would be and committed as a new policy
// version with its documents, email and ledger posting; cancellations (CAN) live in the
// cancellation/ folder. All three share `policy_adjustments` and the /policyAdjustments routes.
// This file is the module's public API: nothing outside the module imports its other files
// (dependency-cruiser, .dependency-cruiser.cjs).
export { ADJUSTMENT_GONE_CODE, ADJUSTMENT_VALIDITY_MINUTES } from './adjustment-expiry';
export type { AdjustmentRecord } from './adjustment-record';
export { adjustmentsRoutes } from './adjustments-routes';
export { commitAdjustment, getOwnAdjustment } from './adjustments-service';
export { type AdjustmentPayment, confirmerOf, needsPayment } from './mid-term-commit';
export { commitPaidAdjustment, type PaidCommit } from './paid-commit';

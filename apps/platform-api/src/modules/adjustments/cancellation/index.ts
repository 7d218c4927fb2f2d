// Cancellation (adjustment type CAN, issue 18 "Cancellation", ADR 0039): the `cancel` part of the
// adjustments module. The routes of /policyAdjustments dispatch a CAN here and answer what these
// return through the module's adjustmentResponse; everything else about a cancellation (its
// reason and effective date rules, the refund, ending cover, stopping collections and the
// renewal, the email) lives in this folder. The account's settlement after cover ends (credit,
// final statement, refund to the card, mandate) is billing's (`settleCancelledAccount`), run at
// once for an immediate cancellation and by the billing job for a later one.
//
// The seam, as the routes call it:
//
//   createCancellation(context, principal, policy, body): Promise<AdjustmentRecord>
//     `policy` is the caller's own (ownership checked, status brought up to date with the clock);
//     `body` the validated POST /policyAdjustments body with adjustmentType 'CAN'.
//
//   commitCancellation(context, principal, adjustment): Promise<AdjustmentRecord>
//     `adjustment` is the caller's own CAN, PENDING and not expired.
export {
  commitCancellationAdjustment as commitCancellation,
  createCancellationAdjustment as createCancellation,
} from './cancellation-adjustment';
export { CANCELLATION_NOT_ALLOWED_CODE } from './cancellation-terms';

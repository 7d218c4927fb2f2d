/** The key of an adjustment's credit refund (one payment's share is `${key}:{payment}`). */
export function creditRefundKey(adjustmentId: string): string {
  return `adjustment-refund:${adjustmentId}`;
}

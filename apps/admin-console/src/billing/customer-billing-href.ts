/** The console's address of a customer's record. */
export function customerRecordHref(userId: string): string {
  return `/customers/${encodeURIComponent(userId)}`;
}

/** The console's address of finance's view of a customer's billing (the record links here). */
export function customerBillingHref(userId: string): string {
  return `${customerRecordHref(userId)}/billing`;
}

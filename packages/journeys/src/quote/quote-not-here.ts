// When a visitor's quote address cannot open here: apart from its page, which loads only then.

/**
 * The statuses with which a visitor's proposal load fails when the quote is not this tab's: no
 * visitor token here (401), or a new visitor's token that does not own it (403, 404).
 */
const NOT_HERE_STATUSES: readonly (number | undefined)[] = [401, 403, 404];

/**
 * True when a signed-out visitor's proposal could not be loaded because it is not theirs here: a
 * quote's address opened in a new tab or another browser, where the visitor token it was made
 * with is not (it lives in the tab's session storage). Signed-in people (customers, and agents in
 * the admin console) are not visitors: their quotes are in their account, so this never applies.
 */
export function isQuoteNotHere(signedIn: boolean, status: number | undefined): boolean {
  return !signedIn && NOT_HERE_STATUSES.includes(status);
}

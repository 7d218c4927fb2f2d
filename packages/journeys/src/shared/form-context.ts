import { FEATURE_TOGGLE_SETTINGS, retailerExists } from '@brand/config';
import type { FormContext } from '@brand/forms';
import type { Proposal } from '../quote/quoteApi';

// Its own module, used only by the lazily loaded form pages: the retailer check brings the lookup
// tables, which the first load of the portal has no use for.

/** The FormContext the browser judges the proposal's forms with (the platform builds the same). */
export function formContextOf(proposal: Proposal, isAnonymous: boolean): FormContext {
  return {
    features: FEATURE_TOGGLE_SETTINGS,
    isAnonymous,
    isAdmin: false,
    hasPolicy: false,
    schemeCode: proposal.schemeCode,
    promoCode: proposal.promoCode,
    retailerExists,
  };
}

// @brand/journeys: the customer journeys the apps compose. Source-only: the apps' Vite and jest
// read these files through the workspace link.

export { AccountSettingScreen, AccountSettingsScreen } from './account';
export { billingPath } from './policy/BillingNotices';
export { HomeBillingNotices } from './policy/HomeBillingNotices';
export { HomeJourneys } from './quote/HomeJourneys';
export { ProductRoutes } from './quote/ProductRoutes';
export type { ProposalScreen as ProposalScreenName } from './quote/quote-routing';
export {
  afterAccountSetup,
  afterAddOns,
  afterQuoteContinue,
  afterRating,
  afterSection,
  afterSummaryConfirm,
  isZeroPayment,
  screenForProposal,
  verificationFailureMessage,
} from './quote/quote-routing';
export type { QuoteState } from './quote/quoteSlice';
export { quoteSlice } from './quote/quoteSlice';
export { useAnonymousMerge } from './quote/useAnonymousMerge';
export { RenewalBanners } from './renewal/RenewalBanners';
export { RetrieveScreen } from './retrieve';
export { JourneyLoadingPage } from './shared/JourneyLoadingPage';
export type { JourneyDispatch, JourneyState, JourneyStore } from './shared/store';
export {
  createJourneyStore,
  JourneyStoreProvider,
  useJourneyDispatch,
  useJourneySelector,
} from './shared/store';

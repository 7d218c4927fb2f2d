// @brand/journeys: the customer journeys the apps compose. Source-only: the apps' Vite and jest
// read these files through the workspace link.

export { AccountSettingScreen, AccountSettingsScreen } from './account';
export type { AccountState } from './account/accountSlice';
export type {
  ChatContext,
  ChatConversation,
  ChatMessage,
  ChatProviderProps,
  ChatSettings,
} from './chat';
export { ChatProvider, conversationEvents, withMessage } from './chat';
export { billingPath } from './policy/BillingNotices';
export type { BillingState } from './policy/billingSlice';
export type { Claim } from './policy/claims/claimsApi';
export type { ClaimsState } from './policy/claims/claimsSlice';
export type { DocumentsState, PolicyDocument } from './policy/documents/documentsSlice';
export { HomeBillingNotices } from './policy/HomeBillingNotices';
export type { AccountWithMethods, HomeBillingState } from './policy/homeBillingSlice';
export type { PolicyState } from './policy/policySlice';
export type { SettleByPhoneState } from './policy/settleByPhoneSlice';
export type { EmailQuoteOutcome, EmailQuoteState } from './quote/emailQuoteSlice';
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
export type { OptedOutBanner, RenewalBannersState } from './renewal/renewalBannersSlice';
export type { RenewalState } from './renewal/renewalSlice';
export { RetrieveScreen } from './retrieve';
export type { RetrieveState } from './retrieve/retrieveSlice';
export type { JourneyStoreOptions } from './shared/app-store';
export { makeJourneyStore } from './shared/app-store';
export type { CallFailure } from './shared/call-failure';
export { callFailure } from './shared/call-failure';
export type { DraftsState } from './shared/draftsSlice';
export { draftChanged, draftKey, draftSaved, draftsSlice, selectDraft } from './shared/draftsSlice';
export { JourneyLoadingPage } from './shared/JourneyLoadingPage';
export type { JourneyThunkExtra, TokenKeeper } from './shared/journey-thunk';
export type {
  JourneyDispatch,
  JourneyServices,
  JourneyServicesBindingProps,
  JourneyState,
  JourneyStore,
  JourneyStoreProviderProps,
} from './shared/store';
export {
  createJourneyServices,
  createJourneyStore,
  JOURNEY_PERSISTED_SLICES,
  JourneyServicesBinding,
  JourneyStoreProvider,
  journeyReducers,
  useJourneyDispatch,
  useJourneySelector,
} from './shared/store';
export type { PersistStorage } from './shared/tab-session-storage';
export { tabSessionStorage } from './shared/tab-session-storage';

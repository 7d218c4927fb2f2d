// The renewal journey (spec 000 §2 "Renewal", §4 "Renewal banner states"): the renewal route's
// screen, its slice, its calls and decisions. The home banners are in the main entry.

export type {
  RenewalBanner,
  RenewalPolicy,
  RenewalProposal,
  RenewalScreen as RenewalScreenName,
} from './renewal-routing';
export {
  currentPremiumOf,
  isRenewalOpen,
  RENEWAL_SCREEN_OF_STATUS,
  renewalBannerOf,
  renewalPath,
  renewalScreenFor,
} from './renewal-routing';
export {
  loadRenewal,
  loadRenewalProposal,
  optOutOfRenewal,
  optOutReasonOf,
  optOutRenewal,
  reactivateRenewal,
  saveRenewalAnswers,
  saveRenewalSection,
} from './renewalApi';
export type { RenewalState } from './renewalSlice';
export {
  initialRenewalState,
  renewalSlice,
  selectRenewalBusy,
  selectRenewalFailure,
  selectRenewalProposal,
} from './renewalSlice';
export { RenewalScreen, renewalSectionsOf } from './screens/RenewalScreen';
export type { RenewalBinding } from './useRenewal';
export { useRenewal } from './useRenewal';

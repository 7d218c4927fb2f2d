export type { AccountSetting } from './account-settings';
export {
  ACCOUNT_SETTINGS,
  editableAccountSetting,
  editableAccountSettings,
} from './account-settings';
export type { BrandConfiguration } from './brand-configuration';
export { BRAND_CONFIGURATION } from './brand-configuration';
export type { BrandContactConfig } from './contact';
export { BRAND_CONTACT } from './contact';
export {
  CONTENT_BASE_URL,
  coverGroupUrl,
  coverInfoUrl,
  exposuresUrl,
  optionalCoversUrl,
  questionHelpUrl,
} from './content';
export type { LogLevel } from './features';
export { BRAND_SETTINGS, FEATURE_TOGGLE_SETTINGS, LOG_LEVELS } from './features';
export type { FooterConfig, FooterLink } from './footer';
export { FOOTER } from './footer';
export type { FormatsConfig } from './formats';
export { FORMATS } from './formats';
export type { InsurerConfig, InsurerSignatory } from './insurer';
export { BRAND_INSURER, insurerRegisteredDetails } from './insurer';
export { LOCALE_SETTINGS } from './locale';
export type { ProposalTrackingConfig } from './proposal-tracking';
export { PROPOSAL_TRACKING, trackingValuesFrom } from './proposal-tracking';
export type { RetrieveConfig, RetrieveValues } from './retrieve';
export { canSubmitRetrieve, RETRIEVE_CONFIG } from './retrieve';
export { THEME_REFERENCE } from './theme';

import { PRODUCT_CONFIGS } from '../products';
import { SCHEMES } from '../schemes';
import { ACCOUNT_SETTINGS } from './account-settings';
import { BRAND_CONTACT } from './contact';
import { CONTENT_BASE_URL } from './content';
import { BRAND_SETTINGS, FEATURE_TOGGLE_SETTINGS } from './features';
import { FOOTER } from './footer';
import { FORMATS } from './formats';
import { LOCALE_SETTINGS } from './locale';
import { PROPOSAL_TRACKING } from './proposal-tracking';
import { RETRIEVE_CONFIG } from './retrieve';
import { THEME_REFERENCE } from './theme';

/** The brand's whole configuration in the shape of spec 002 §3 "Configuration", for the apps' providers. */
export const BRAND_CONFIGURATION = {
  schemes: SCHEMES,
  productConfig: PRODUCT_CONFIGS,
  features: FEATURE_TOGGLE_SETTINGS,
  settings: BRAND_SETTINGS,
  formats: FORMATS,
  account: ACCOUNT_SETTINGS,
  retrieve: RETRIEVE_CONFIG,
  footer: FOOTER,
  contact: BRAND_CONTACT,
  proposalTracking: PROPOSAL_TRACKING,
  contentBaseUrl: CONTENT_BASE_URL,
  locale: LOCALE_SETTINGS,
  theme: THEME_REFERENCE,
} as const;

/** The type of the brand's configuration. */
export type BrandConfiguration = typeof BRAND_CONFIGURATION;

import { LONDON_ZONE } from '@brand/domain';

/** The brand's market: en-GB copy falling back to en, London time, pounds sterling. */
export const LOCALE_SETTINGS = {
  locale: 'en-GB',
  fallbackLanguage: 'en',
  timeZone: LONDON_ZONE,
  currency: 'GBP',
} as const;

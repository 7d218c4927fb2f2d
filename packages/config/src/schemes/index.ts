export type { SchemeCode, SchemeConfig } from './schemes';
export {
  DRIVEAWAY_SCHEME_CODE,
  enabledSchemes,
  FLEX_SCHEME_CODE,
  isSchemeCode,
  SCHEME_CODES,
  SCHEMES,
  schemeByCode,
  schemeByUrlName,
} from './schemes';

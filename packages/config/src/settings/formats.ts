import {
  PAYMENT_TOKEN_PATTERN,
  type RegistrationFormat,
  UK_COUNTRY_CODE,
  UK_PHONE_PATTERN,
  UK_POSTCODE_PATTERN,
  UK_REGISTRATION_FORMAT,
} from '@brand/domain';

/** The brand's formats: all the domain's UK ones, gathered for the apps and the form context. */
export interface FormatsConfig {
  /** Vehicle registration patterns, divider and incomplete pattern. */
  readonly registration: RegistrationFormat;
  /** UK postcode, upper case. */
  readonly postcode: RegExp;
  /** Phone numbers: the prefix the input adds and the pattern of the stored number. */
  readonly phone: { readonly prefix: string; readonly pattern: RegExp };
  /** Card token an admin pastes to settle a payment by phone. */
  readonly paymentToken: RegExp;
  /** Display formats (luxon tokens) of dates. */
  readonly dates: {
    readonly display: string;
    readonly uploadSuccess: string;
    readonly monthYear: string;
  };
}

/** The brand's formats. */
export const FORMATS = {
  registration: UK_REGISTRATION_FORMAT,
  postcode: UK_POSTCODE_PATTERN,
  phone: { prefix: UK_COUNTRY_CODE, pattern: UK_PHONE_PATTERN },
  paymentToken: PAYMENT_TOKEN_PATTERN,
  // The upload success page's date format is the spec's; the others follow it for consistency.
  dates: { display: 'dd MMM yyyy', uploadSuccess: 'dd MMM yyyy', monthYear: 'MMMM yyyy' },
} as const satisfies FormatsConfig;

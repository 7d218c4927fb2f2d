import { forms } from './forms';
import { cancellation, checkout, errors, proposal, quote } from './journey';
import { product } from './product';

/** The drive-away ("5-day") set: overrides of and additions to the common set. */
export const fiveDay = {
  cancellation,
  checkout,
  errors,
  forms,
  product,
  proposal,
  quote,
} as const;

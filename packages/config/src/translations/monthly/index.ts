import { forms } from './forms';
import { cancellation, checkout, quote, renewal } from './journey';
import { product } from './product';

/** The monthly subscription (flex) set: overrides of and additions to the common set. */
export const monthly = {
  cancellation,
  checkout,
  forms,
  product,
  quote,
  renewal,
} as const;

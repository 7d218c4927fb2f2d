import { assertPence, type Pence } from './pence';

/** Insurance premium tax rate, included in every premium the customer sees (spec: 12%). */
export const IPT_RATE = 0.12;

// Integer percent so the splits below are exact integer arithmetic, free of float error.
const IPT_PERCENT = Math.round(IPT_RATE * 100);

/** numerator / denominator rounded to the nearest integer, halves away from zero (refunds mirror charges). */
function divideRounded(numerator: number, denominator: number): number {
  const magnitude = Math.abs(numerator);
  const quotient = Math.trunc(magnitude / denominator);
  const remainder = magnitude % denominator;
  const rounded = 2 * remainder >= denominator ? quotient + 1 : quotient;
  return numerator < 0 && rounded !== 0 ? -rounded : rounded;
}

/** The premium before tax inside a gross (tax-inclusive) amount: round(gross / 1.12), in pence. */
export function netOfIpt(grossPence: Pence): Pence {
  assertPence(grossPence, 'grossPence');
  return divideRounded(grossPence * 100, 100 + IPT_PERCENT);
}

/** The tax inside a gross amount: gross less its net, so net + tax is always the gross exactly. */
export function iptIncluded(grossPence: Pence): Pence {
  return grossPence - netOfIpt(grossPence);
}

/** The gross (tax-inclusive) amount for a net premium: net plus 12% rounded to the penny. */
export function grossWithIpt(netPence: Pence): Pence {
  assertPence(netPence, 'netPence');
  return netPence + divideRounded(netPence * IPT_PERCENT, 100);
}

import { assertPence, type Pence } from './pence';

/** The exact sum of amounts in pence; throws a RangeError if any is not whole pence. */
export function sumPence(amounts: readonly Pence[]): Pence {
  let total = 0;
  for (const amount of amounts) {
    assertPence(amount, 'amounts[]');
    total += amount;
  }
  return total;
}

/**
 * The discounted total: the gross less the absolute discount (the API may send a discount with
 * either sign; it always reduces the total). Both in pence.
 */
export function discountedTotal(gross: Pence, discount: Pence): Pence {
  assertPence(gross, 'gross');
  assertPence(discount, 'discount');
  return gross - Math.abs(discount);
}

/** A priced option's yearly total, in pence (convert premiums given in pounds with `poundsToPence`). */
export interface HasYearlyTotal {
  yearlyTotal: Pence;
}

/** The yearly total of a quote: the sum of its options' yearly totals, in pence. */
export function yearlyTotal(options: readonly HasYearlyTotal[]): Pence {
  return sumPence(options.map((option) => option.yearlyTotal));
}

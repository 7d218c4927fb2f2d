import { assertPence, type Pence, poundsToPence } from './pence';

/** How to show an amount of money. */
export interface FormatGBPOptions {
  /**
   * Drop '.00' when the amount is a whole number of pounds (voluntary excess '£100'); amounts with
   * pence still show them.
   * @default false
   */
  wholePounds?: boolean;
}

const LOCALE = 'en-GB';
const withPence = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'GBP' });
const withoutPence = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Pence as en-GB pounds: 123456 -> '£1,234.56', -500 -> '-£5.00'. Throws a RangeError for fractional pence. */
export function formatGBP(pence: Pence, options: FormatGBPOptions = {}): string {
  assertPence(pence, 'pence');
  // Intl writes -0 as '-£0.00'; nobody owes a negative nothing.
  const pounds = pence === 0 ? 0 : pence / 100;
  const formatter = options.wholePounds && pence % 100 === 0 ? withoutPence : withPence;
  return formatter.format(pounds);
}

/** Pounds (major units, as price-option premiums arrive) as en-GB pounds, rounded to the penny. */
export function formatGBPFromPounds(major: number, options: FormatGBPOptions = {}): string {
  return formatGBP(poundsToPence(major), options);
}

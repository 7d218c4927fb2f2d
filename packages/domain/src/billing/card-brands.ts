/**
 * The names people know card brands by, for the brand codes Stripe reports (`card.brand`,
 * lower case: 'visa', 'mastercard', 'amex', ...). A code we do not know is shown as it came,
 * capitalised, rather than hidden.
 */
export const CARD_BRAND_NAMES = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos Australia',
  jcb: 'JCB',
  link: 'Link',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
} as const;

/** The display name of a card brand code: 'visa' is 'Visa', 'amex' 'American Express'. */
export function cardBrandName(brand: string): string {
  const known = (CARD_BRAND_NAMES as Record<string, string>)[brand.toLowerCase()];
  if (known) return known;
  const words = brand.replace(/[_-]+/g, ' ').trim();
  return words === '' ? 'Card' : words.charAt(0).toUpperCase() + words.slice(1);
}

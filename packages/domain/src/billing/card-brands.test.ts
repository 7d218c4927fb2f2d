import { cardBrandName } from './card-brands';

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['mastercard', 'Mastercard'],
    ['amex', 'American Express'],
    ['VISA', 'Visa'],
    ['diners', 'Diners Club'],
  ])('names %s as %s', (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });

  it('shows an unknown code as it came, capitalised, and an empty one as a card', () => {
    expect(cardBrandName('new_scheme')).toBe('New scheme');
    expect(cardBrandName('')).toBe('Card');
  });
});

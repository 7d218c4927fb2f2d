import { render, screen } from '@testing-library/react';
import { StartFrame } from '../frame/StartFrame';
import { BRAND_WORD_MARK } from './BrandLogo';

it('names the logo’s home link starting with the words the logo shows (WCAG 2.5.3)', () => {
  render(<StartFrame>page</StartFrame>);
  const link = screen.getByRole('link', { name: /home/ });
  const shown = link.querySelector('svg text')?.textContent;
  expect(shown).toBe(BRAND_WORD_MARK);
  expect(link).toHaveAccessibleName(`${shown}, home`);
});

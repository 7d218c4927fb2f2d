import { render } from '@testing-library/react';
import { BrandThemeProvider } from './BrandThemeProvider';
import { colors, palette } from './tokens';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Pixels of a computed rgb() colour as #rrggbb. */
function hexOf(rgb: string): string {
  const parts = rgb.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
  return `#${parts.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

describe('link colours', () => {
  it.each([
    ['link', colors.link],
    ['linkHover', colors.linkHover],
  ])('%s keeps 4.5:1 on every light surface a link sits on', (_name, colour) => {
    for (const surface of [colors.background, colors.surface, colors.primarySubtle]) {
      expect(contrast(colour, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is the brand colour', () => {
    expect(colors.link).toBe(palette.brand);
  });

  it('the focus ring stays visible beside a focused link (3:1 against the page)', () => {
    expect(contrast(colors.focusText, colors.focus)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focusText, colors.background)).toBeGreaterThanOrEqual(3);
  });

  it('gives an unstyled link the brand colour, visited or not', () => {
    const { getByRole } = render(
      <BrandThemeProvider>
        <a href="/somewhere">A plain link</a>
      </BrandThemeProvider>,
    );
    expect(hexOf(getComputedStyle(getByRole('link')).color)).toBe(colors.link);
  });
});

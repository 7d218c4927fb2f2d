import styled from '@emotion/styled';
import { render, screen } from '@testing-library/react';
import { Button } from '../components/Button/Button';
import { BrandThemeProvider } from './BrandThemeProvider';
import { demoBrandTheme } from './demo-brand-theme';
import { type BrandTheme, brandTheme } from './theme';

// The type checks here run in `typecheck` (tsc over the tests); the assertions in jest.

/** A component of a brand team's own, reading the theme through Emotion's augmented Theme. */
const BrandStripe = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

describe('the theme contract', () => {
  it("admits another brand's colours, fonts and sizes without a cast", () => {
    const another: BrandTheme = {
      ...brandTheme,
      colors: { ...brandTheme.colors, primary: '#123456', link: '#123456' },
      radii: { ...brandTheme.radii, sm: 10 },
    };
    expect(another.colors.primary).toBe('#123456');
    const demo: BrandTheme = demoBrandTheme;
    expect(demo.colors.primary).not.toBe(brandTheme.colors.primary);
  });

  it('still refuses a theme that leaves out a colour components read', () => {
    const { primary: _left, ...withoutPrimary } = brandTheme.colors;
    // @ts-expect-error: every semantic colour is required, so a component never reads undefined
    const incomplete: BrandTheme = { ...brandTheme, colors: withoutPrimary };
    expect(incomplete.colors).not.toHaveProperty('primary');
  });

  it("gives components and a brand team's styled components the demo brand's colours", () => {
    render(
      <BrandThemeProvider theme={demoBrandTheme} withGlobalStyles={false}>
        <Button variant="primary">Continue</Button>
        <BrandStripe>Plum</BrandStripe>
      </BrandThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('Plum')).color).toBe('rgb(123, 31, 92)');
    expect(getComputedStyle(screen.getByRole('button', { name: 'Continue' })).backgroundColor).toBe(
      'rgb(123, 31, 92)',
    );
  });
});

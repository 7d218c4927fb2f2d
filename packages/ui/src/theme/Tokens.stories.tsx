import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ToneColours } from './theme';

// The tokens of the theme the toolbar's Brand menu picks (useTheme), so the demo brand shows its own.
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 16px;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.span<{ $colour: string }>`
  display: block;
  height: 56px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  background: ${({ $colour }) => $colour};
`;

/** The semantic colours components use. */
export const Colours: Story = {
  render: function Render() {
    const theme = useTheme();
    return (
      <>
        <h1>Colours</h1>
        <Grid>
          {Object.entries(theme.colors).map(([name, value]) => (
            <li key={name}>
              <Swatch $colour={value} />
              <strong>{name}</strong>
              <br />
              <code>{value}</code>
            </li>
          ))}
        </Grid>
      </>
    );
  },
};

const ToneSample = styled.p<{ $tone: ToneColours }>(({ $tone: tone }) => {
  return `
    margin: 0 0 8px;
    padding: 12px 16px;
    border-left: 6px solid ${tone.border};
    background: ${tone.background};
    color: ${tone.foreground};
    font-weight: 700;
  `;
});

/** The five status tones, each with AA contrast between text and background. */
export const StatusTones: Story = {
  render: function Render() {
    const theme = useTheme();
    return (
      <>
        <h1>Status tones</h1>
        {Object.entries(theme.tones).map(([tone, colours]) => (
          <ToneSample key={tone} $tone={colours}>
            {tone}
          </ToneSample>
        ))}
      </>
    );
  },
};

/** The type scale (size / line height in px) in the brand sans. */
export const Typography: Story = {
  render: function Render() {
    const theme = useTheme();
    return (
      <>
        <h1>Type scale</h1>
        {Object.entries(theme.typeScale).map(([name, { fontSize, lineHeight }]) => (
          <p key={name} style={{ fontSize, lineHeight: `${lineHeight}px`, margin: '0 0 12px' }}>
            {name}: {fontSize}/{lineHeight} — Cover that moves with you
          </p>
        ))}
        <h2>Font stacks</h2>
        <dl>
          {Object.entries(theme.fonts).map(([name, stack]) => (
            <div key={name}>
              <dt>
                <strong>{name}</strong>
              </dt>
              <dd style={{ fontFamily: stack, margin: '0 0 12px' }}>{stack}</dd>
            </div>
          ))}
        </dl>
      </>
    );
  },
};

/** Spacing steps and breakpoints. */
export const SpacingAndBreakpoints: Story = {
  render: function Render() {
    const theme = useTheme();
    return (
      <>
        <h1>Spacing</h1>
        {Object.entries(theme.space).map(([name, px]) => (
          <p
            key={name}
            style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '0 0 8px' }}
          >
            <span
              aria-hidden="true"
              style={{ width: px, height: 16, background: theme.colors.primary }}
            />
            {name}: {px}px
          </p>
        ))}
        <h2>Breakpoints (min-width)</h2>
        <ul>
          {Object.entries(theme.breakpoints).map(([name, px]) => (
            <li key={name}>
              {name}: {px}px
            </li>
          ))}
        </ul>
      </>
    );
  },
};

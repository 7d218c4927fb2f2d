import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SchemeCard } from './SchemeCard';

// Stands in for a scheme photograph; the apps pass an <img>.
const ImagePlaceholder = styled.div(
  ({ theme }) => `
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primary};
`,
);

function CarImage({ alt }: { alt: string }) {
  return (
    <ImagePlaceholder>
      <svg viewBox="0 0 64 32" width="50%" role="img" aria-label={alt}>
        <path
          fill="currentColor"
          d="M8 22c0-3 2-5 5-6l7-6c2-1 4-2 6-2h12c3 0 5 1 7 3l5 5c4 0 7 2 7 5v3h-5a5 5 0 0 0-10 0H23a5 5 0 0 0-10 0H8z"
        />
        <circle cx="18" cy="25" r="4" fill="currentColor" />
        <circle cx="47" cy="25" r="4" fill="currentColor" />
      </svg>
    </ImagePlaceholder>
  );
}

const meta = {
  title: 'Cards/SchemeCard',
  component: SchemeCard,
  args: {
    name: 'MINI Flex',
    description: 'Monthly car insurance with no minimum term. Cancel whenever you like.',
    priceFrom: 'From £29.99 a month',
    actionLabel: 'Get a quote',
    onAction: fn(),
    headingLevel: 3,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    image: { control: false },
    renderLink: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SchemeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithButton: Story = {};
export const WithImage: Story = { args: { image: <CarImage alt="A MINI hatchback" /> } };
export const WithLink: Story = { args: { actionHref: '#flex/quote', onAction: undefined } };
export const Driveaway: Story = {
  args: {
    name: 'MINI Driveaway',
    description: 'Free cover for 5 days from the day you collect your new MINI.',
    priceFrom: 'Free for 5 days',
    image: <CarImage alt="A new MINI leaving the retailer" />,
  },
};
export const WithoutPrice: Story = { args: { priceFrom: undefined } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingIndicator } from './LoadingIndicator';
import { Spinner } from './Spinner';

const meta = {
  title: 'Status/LoadingIndicator',
  component: LoadingIndicator,
  args: { label: 'Loading' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <h1>Your quote</h1>
        <p>The page behind the overlay.</p>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullScreen: Story = {};
export const WithMessage: Story = {
  args: { label: 'Loading your quote', message: 'Getting your quote…' },
};

/** The inline spinner in its three sizes; the labelled one is announced as a status. */
/** In the page, standing in for its content while the page loads. */
export const Placeholder: Story = {
  args: { label: 'Loading your quote', placement: 'placeholder' },
};
export const InlineSpinner: StoryObj<typeof Spinner> = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
  args: { label: 'Loading addresses' },
  decorators: [],
};

import { FEEDBACK_ACTIONS } from '@brand/config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../screen-story';
import { FeedbackModal } from './FeedbackModal';
import { FeedbackResult } from './FeedbackResult';

// The feedback prompt in each of its states, open as a success page shows it. The ScreenStory gives
// the modal what an app gives it (texts, the API client against the fake platform).
const meta = {
  title: 'Journeys/Feedback/FeedbackModal',
  component: ScreenStory,
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/success',
    route: '/success',
    screen: (
      <FeedbackModal
        open
        type="purchase"
        policyId="PL1"
        actions={FEEDBACK_ACTIONS}
        onClose={() => undefined}
      />
    ),
    platform: {
      'POST /api/insights/feedback': { status: 201, body: { recorded: true } },
    },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a purchase: a rating from 1 to 10 in five columns, an optional comment, send disabled. */
export const Default: Story = {};

/** The thank-you after a rating below the public-review range. */
export const Confirmation: Story = {
  args: { screen: <FeedbackResult open state="confirmation" onClose={() => undefined} /> },
};

/** After a 9 or 10: the invitation to review the brand publicly. */
export const TrustPilot: Story = {
  args: { screen: <FeedbackResult open state="trustPilot" onClose={() => undefined} /> },
};

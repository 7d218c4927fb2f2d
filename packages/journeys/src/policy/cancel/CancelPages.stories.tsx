import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../../shared/screen-story';
import { PolicyScreen } from '../PolicyScreen';
import { policyOf } from '../policy-test-data';
import type { CancelChoice } from './cancel-model';

// The variant follows the clock (cooling-off for 14 days from the bind), so each story's policy is
// dated from the day it is shown.
const DAY_MS = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** Bought an hour ago, starting next week: in its cooling-off period, a reason only. */
const coolingOff = policyOf(
  { policyId: 'PL1' },
  { policyStatus: 'PENDING', createdAt: at(-1 / 24), inceptedAt: at(7), expiredAt: at(372) },
);
/** Live for half a year: Standard, a reason and a day (up to the product's 30 days). */
const standard = policyOf(
  { policyId: 'PL2' },
  { createdAt: at(-190), inceptedAt: at(-180), expiredAt: at(185) },
);
/** Live and expiring in five days: the day picker offers only the days to expiry. */
const expiring = policyOf(
  { policyId: 'PL3' },
  { createdAt: at(-370), inceptedAt: at(-360), expiredAt: at(5) },
);
/** Cancelled from today. */
const cancelled = policyOf(
  { policyId: 'PL4' },
  { policyStatus: 'CANCELLED', createdAt: at(-190), inceptedAt: at(-180), terminatedAt: at(0) },
);

const meta = {
  title: 'Screens/Policy cancellation',
  component: ScreenStory,
  // A screen loads from the fake platform: the axe run waits for its heading (axe-stories.mjs).
  tags: ['screen', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/flex/policy/:policyId/*',
    route: '/flex/policy/PL1/cancel',
    screen: <PolicyScreen product="flex" />,
    platform: {
      'GET /api/policies/PL1': { status: 200, body: coolingOff },
      'GET /api/policies/PL2': { status: 200, body: standard },
      'GET /api/policies/PL3': { status: 200, body: expiring },
      'GET /api/policies/PL4': { status: 200, body: cancelled },
    },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cooling-off form: a reason only (Other opens its free text); cover ends at once. */
export const CoolingOffForm: Story = {};

/** The Standard form: a reason and the day cover ends. */
export const StandardForm: Story = { args: { route: '/flex/policy/PL2/cancel' } };

/** The Standard form of a policy expiring in five days: its picker stops at the expiry day. */
export const StandardFormNearExpiry: Story = { args: { route: '/flex/policy/PL3/cancel' } };

const later: CancelChoice = { reason: 'Other|Moving abroad', effectiveAt: at(10) };

/** The confirm page of a cancellation on a later day: the day, the destructive confirm, a way back. */
export const Confirm: Story = {
  args: { route: '/flex/policy/PL2/cancel/confirm', state: later },
};

/** The confirm page of a cancellation at once. */
export const ConfirmImmediate: Story = {
  args: {
    route: '/flex/policy/PL2/cancel/confirm',
    state: { reason: 'Price', effectiveAt: null } satisfies CancelChoice,
  },
};

/** After the cancellation: when cover ends, and the way back to the dashboard. */
export const Confirmation: Story = {
  args: { route: '/flex/policy/PL4/cancellation-confirmation' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { completeDriver } from '../../shared/driver-test-data';
import { ScreenStory } from '../../shared/screen-story';
import { PolicyScreen } from '../PolicyScreen';
import { policyOf, policyQuote } from '../policy-test-data';
import { adjustmentOf, policyWithDrivers } from './management-test-data';

const referred = adjustmentOf({
  updatedPolicyVersions: [
    {
      quote: { ...policyQuote(), ratingStatus: 'REFERRAL' },
      startedAt: '2026-06-01T09:00:00.000Z',
    },
  ],
  reviewOutcome: 'referred',
});

// Two drivers, one without a last name ("No name"); and the product's four, where adding stops.
const twoDrivers = [
  completeDriver('p1', 'Sam'),
  { ...completeDriver('p2', 'Robin'), name: { firstName: 'Robin', lastName: '' } },
];
const fourDrivers = ['p1', 'p2', 'p3', 'p4'].map((code, index) =>
  completeDriver(code, ['Sam', 'Alex', 'Kim', 'Jo'][index] as string),
);

const meta = {
  title: 'Screens/Policy changes',
  component: ScreenStory,
  // A screen loads from the fake platform: the axe run waits for its heading (axe-stories.mjs).
  tags: ['screen', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/flex/policy/:policyId/*',
    route: '/flex/policy/PL1/management',
    screen: <PolicyScreen product="flex" />,
    platform: {
      'GET /api/policies/PL1': { status: 200, body: policyOf() },
      'GET /api/policies/PL2': { status: 200, body: policyWithDrivers(twoDrivers, 'PL2') },
      'GET /api/policies/PL4': { status: 200, body: policyWithDrivers(fourDrivers, 'PL4') },
      'GET /api/policyAdjustments/ADJ1': { status: 200, body: adjustmentOf() },
      'GET /api/policyAdjustments/REF1': {
        status: 200,
        body: { ...referred, adjustmentId: 'REF1' },
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sections a customer may change on a live policy, and the voluntary excess. */
export const Index: Story = {};

/** The voluntary excess, in the product's four columns. */
export const Excess: Story = { args: { route: '/flex/policy/PL1/excess' } };

/** A lower excess: the change, the monthly price before and after, nothing to pay now. */
export const Review: Story = { args: { route: '/flex/policy/PL1/excess/adjustment/ADJ1' } };

/** A referred change: the agreement comes before the destructive confirm. */
export const Referred: Story = {
  args: { route: '/flex/policy/PL1/management/section/address/adjustment/REF1' },
};

/** The drivers section: each additional driver with an edit link, "No name" for one without. */
export const Drivers: Story = { args: { route: '/flex/policy/PL2/management/section/drivers' } };

/** At the product's maximum of four: no add, and a sentence saying why. */
export const DriversAtMaximum: Story = {
  args: { route: '/flex/policy/PL4/management/section/drivers' },
};

/** Adding a driver: the driver's questions as the quote asks them. */
export const AddDriver: Story = {
  args: { route: '/flex/policy/PL2/management/section/drivers/profile' },
};

/** Editing one driver, who can also be removed from here. */
export const EditDriver: Story = {
  args: { route: '/flex/policy/PL2/management/section/drivers/profile/p1' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../../shared/screen-story';
import { PolicyScreen } from '../PolicyScreen';
import { policyOf } from '../policy-test-data';

/** The demo customer's claims: a new first notice, an open claim and a settled one. */
const claims = [
  {
    claimReference: 'CLM-3F9A21C0',
    status: 'PENDING',
    claimType: null,
    insuredName: 'Jane Customer',
    occurredDate: '2026-04-20T08:15:00.000Z',
  },
  {
    claimReference: 'CLM-DEMO0002',
    status: 'ACTIVE',
    claimType: 'Windscreen',
    insuredName: 'Jane Customer',
    occurredDate: '2026-04-02T16:00:00.000Z',
  },
  {
    claimReference: 'CLM-DEMO0001',
    status: 'SETTLED',
    claimType: 'Accident',
    insuredName: 'Jane Customer',
    occurredDate: '2026-03-14T12:00:00.000Z',
  },
];

const meta = {
  title: 'Screens/Claims',
  component: ScreenStory,
  // A screen loads from the fake platform: the axe run waits for its heading (axe-stories.mjs).
  tags: ['screen', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/flex/policy/:policyId/*',
    route: '/flex/policy/PL1/claims',
    screen: <PolicyScreen product="flex" />,
    platform: {
      'GET /api/policies/PL1': { status: 200, body: policyOf() },
      'GET /api/claims': { status: 200, body: claims },
      'POST /api/fnol/link': { status: 201, body: { url: '/sandbox/claims/story' } },
    },
  },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three claims, each with its status badge; the sidebar offers the online claim. */
export const WithClaims: Story = {};

/** No claims on the policy yet. */
export const NoClaims: Story = {
  args: {
    platform: {
      'GET /api/policies/PL1': { status: 200, body: policyOf() },
      'GET /api/claims': { status: 200, body: [] },
    },
  },
};

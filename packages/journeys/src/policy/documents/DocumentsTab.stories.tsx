import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../../shared/screen-story';
import { PolicyScreen } from '../PolicyScreen';
import { policyOf } from '../policy-test-data';
import { POLICY_DOCUMENTS } from './documents-test-data';

const meta = {
  title: 'Screens/Policy documents',
  component: ScreenStory,
  // A screen loads from the fake platform: the axe run waits for its heading (axe-stories.mjs).
  tags: ['screen', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/flex/policy/:policyId/*',
    route: '/flex/policy/PL1/documents',
    screen: <PolicyScreen product="flex" />,
    platform: {
      'GET /api/policies/PL1': { status: 200, body: policyOf() },
      'GET /api/documents/policy/PL1': { status: 200, body: POLICY_DOCUMENTS },
      'GET /api/documents/policy/PL1/policy-certificate': {
        status: 200,
        body: { documentType: 'policy-certificate', fileName: 'c.pdf', location: null },
      },
    },
  },
  argTypes: { screen: { control: false }, platform: { control: false } },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The policy's documents, each opened in a new tab, and the uploads beside them. */
export const Documents: Story = {};

/** Before the platform lists any document. */
export const NoDocumentsYet: Story = {
  args: {
    platform: {
      'GET /api/policies/PL1': { status: 200, body: policyOf() },
      'GET /api/documents/policy/PL1': { status: 200, body: { policyId: 'PL1', documents: [] } },
    },
  },
};

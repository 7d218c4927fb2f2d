import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../shared/screen-story';
import { AccountSettingsScreen } from './AccountSettingsScreen';
import type { Policyholder } from './account-settings';

const JANE: Policyholder = {
  customerId: 'CUS1',
  name: { firstName: 'Jane', lastName: 'Customer' },
  dateOfBirth: '1985-03-27',
  email: 'jane.customer@brand.example',
  phone: '+447700900123',
  address: { line1: '1 High Street', city: 'Oxford', postalCode: 'OX4 1HP' },
  marketingPreferences: { email: true, phone: false, sms: false },
  accountRegistered: true,
};

const meta = {
  title: 'Screens/Account',
  component: ScreenStory,
  // A screen loads from the fake platform: the axe run waits for its heading (axe-stories.mjs);
  // no docs page (its one prop is the screen).
  tags: ['screen', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/account',
    route: '/account',
    screen: <AccountSettingsScreen />,
    platform: { 'GET /api/policyholder': { status: 200, body: JANE } },
  },
  argTypes: { screen: { control: false }, platform: { control: false } },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's details, each with a link to change it. */
export const Settings: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ScreenStory } from '../shared/screen-story';
import { RetrieveScreen } from './RetrieveScreen';

const meta = {
  title: 'Screens/Retrieve a quote',
  component: ScreenStory,
  // A screen loads from the fake platform: the axe run waits for its heading (axe-stories.mjs);
  // no docs page (its one prop is the screen).
  tags: ['screen', '!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/retrieve',
    route: '/retrieve',
    screen: <RetrieveScreen onChat={fn()} helpUrl="/help/retrieve" />,
    platform: {},
  },
  argTypes: { screen: { control: false }, platform: { control: false } },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finding a saved quote by its reference, date of birth and postcode. */
export const FindMyQuote: Story = {};

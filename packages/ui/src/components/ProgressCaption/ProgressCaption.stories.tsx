import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProgressStep } from '../ProgressList';
import { ProgressCaption } from './ProgressCaption';

const sections = ['Before we begin', 'Your car', 'About you', 'Claims history', 'Start date'];

function stepsAt(current: number): ProgressStep[] {
  return sections.map((label, index) => ({
    id: label,
    label,
    state: index < current ? 'complete' : index === current ? 'current' : 'upcoming',
  }));
}

const meta = {
  title: 'Status/ProgressCaption',
  component: ProgressCaption,
  args: {
    steps: stepsAt(2),
    format: ({ current, total, section }) => `Step ${current} of ${total}: ${section}`,
    show: 'always',
  },
} satisfies Meta<typeof ProgressCaption>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MidJourney: Story = {};
export const FirstStep: Story = { args: { steps: stepsAt(0) } };
/** As the journeys use it: shown below the `md` breakpoint only (narrow the canvas to see it). */
export const NarrowOnly: Story = {
  args: { show: 'narrow' },
  // Something visible at every width: the axe run (and a designer) finds the story rendered even
  // where the caption is hidden.
  decorators: [
    (Story) => (
      <div>
        <Story />
        <p>The caption above shows below 1024 px wide only.</p>
      </div>
    ),
  ],
};

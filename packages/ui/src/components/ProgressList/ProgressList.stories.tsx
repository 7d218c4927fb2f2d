import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProgressStep } from './ProgressList';
import { ProgressList } from './ProgressList';

const sections = [
  'Before we begin',
  'Your car',
  'About you',
  'Additional drivers',
  'Claims history',
  'Your cover',
  'Start date',
] as const;

function stepsAt(current: number): ProgressStep[] {
  return sections.map((label, index) => ({
    id: label,
    label,
    state: index < current ? 'complete' : index === current ? 'current' : 'upcoming',
    href: index < current ? `#section-${index}` : undefined,
  }));
}

const meta = {
  title: 'Status/ProgressList',
  component: ProgressList,
  args: { label: 'Quote sections', steps: stepsAt(2) },
} satisfies Meta<typeof ProgressList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MidJourney: Story = {};
export const FirstSection: Story = { args: { steps: stepsAt(0) } };
export const LastSection: Story = { args: { steps: stepsAt(sections.length - 1) } };
/** Complete steps without an address are shown as done but not linked. */
export const CompleteWithoutLinks: Story = {
  args: { steps: stepsAt(3).map(({ href: _href, ...step }) => step) },
};
/** The apps pass react-router's Link; this renderer stands in for it. */
export const CustomLinkRenderer: Story = {
  args: {
    renderLink: ({ href, children }) => (
      <a href={href} data-router-link="true">
        {children}
      </a>
    ),
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CollapsibleSection } from './CollapsibleSection';

const meta = {
  title: 'Layout/CollapsibleSection',
  component: CollapsibleSection,
  args: {
    title: 'What is covered',
    headingLevel: 2,
    onOpenChange: fn(),
    children: (
      <ul>
        <li>Accidental damage, fire and theft</li>
        <li>Windscreen repair and replacement</li>
        <li>Courtesy car while yours is repaired</li>
      </ul>
    ),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    open: { control: 'boolean' },
  },
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenByDefault: Story = { args: { defaultOpen: true } };
export const WithSummary: Story = { args: { summary: '3 add-ons chosen', defaultOpen: false } };

/** The parent holds the state: the apps do this to open a section from elsewhere on the page. */
export const Controlled: Story = {
  render: function ControlledStory(args) {
    const [open, setOpen] = useState(true);
    return (
      <CollapsibleSection
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    );
  },
};

/** Several sections stacked, as on the policy page. */
export const Stacked: Story = {
  render: (args) => (
    <div>
      <CollapsibleSection {...args} title="What is covered" />
      <CollapsibleSection {...args} title="What is not covered">
        <p>Wear and tear, mechanical breakdown and tyre damage from braking.</p>
      </CollapsibleSection>
      <CollapsibleSection {...args} title="Your excess" defaultOpen>
        <p>Compulsory excess £250; voluntary excess £100.</p>
      </CollapsibleSection>
    </div>
  ),
};

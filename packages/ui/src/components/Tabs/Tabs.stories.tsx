import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type TabItem, Tabs } from './Tabs';

const policyTabs: TabItem[] = [
  { id: 'details', header: 'Details', content: <p>Your cover, vehicle and drivers.</p> },
  { id: 'documents', header: 'Documents', content: <p>Your certificate and policy schedule.</p> },
  { id: 'billing', header: 'Billing', content: <p>Your payment schedule and statements.</p> },
  { id: 'claims', header: 'Claims', content: <p>You have made no claims.</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Policy sections', items: policyTabs, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const StartingOnAnotherTab: Story = { args: { defaultValue: 'claims' } };

/** A driveaway policy has no billing tab: the tab has no header, so it is skipped. */
export const TabWithNoHeaderSkipped: Story = {
  args: {
    items: policyTabs.map((tab) => (tab.id === 'billing' ? { ...tab, header: undefined } : tab)),
  },
};

export const RichHeaders: Story = {
  args: {
    items: [
      { id: 'search', header: 'Search by registration', content: <p>Enter your registration.</p> },
      {
        id: 'select',
        header: (
          <span>
            Select your vehicle <strong>(new)</strong>
          </span>
        ),
        optionLabel: 'Select your vehicle (new)',
        content: <p>Choose the year, make and model.</p>,
      },
    ],
    label: 'Find your vehicle',
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('documents');
    return (
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
};

/** Below 768px the tab bar becomes a dropdown. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

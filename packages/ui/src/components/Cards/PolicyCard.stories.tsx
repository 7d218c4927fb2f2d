import { STATUS_TONES } from '@brand/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyCard } from './PolicyCard';

const links = {
  manage: { label: 'Manage policy', href: '#policy/manage' },
  documents: { label: 'Documents', href: '#policy/documents' },
  billing: { label: 'Billing', href: '#policy/billing' },
  claims: { label: 'Claims', href: '#policy/claims' },
};

const meta = {
  title: 'Cards/PolicyCard',
  component: PolicyCard,
  args: {
    vehicle: 'MINI Cooper S 3-door Hatch',
    policyNumber: 'MFX-0012345',
    policyNumberLabel: 'Policy number',
    status: { label: 'Active', tone: 'success' },
    details: [
      { label: 'Cover started', value: '14 March 2025' },
      { label: 'Renews', value: '14 March 2026' },
    ],
    links,
    showBilling: true,
    headingLevel: 3,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    renderLink: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PolicyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Pending: Story = {
  args: {
    status: { label: 'Starts soon', tone: 'info' },
    details: [{ label: 'Cover starts', value: '1 April 2025' }],
  },
};
/** Driveaway cover is free, so the app hides billing. */
export const DriveawayWithoutBilling: Story = {
  args: {
    vehicle: 'MINI Countryman',
    policyNumber: 'MDA-0098765',
    showBilling: false,
    details: [
      { label: 'Cover started', value: '10 March 2025' },
      { label: 'Cover ends', value: '15 March 2025' },
    ],
  },
};
export const Cancelled: Story = {
  args: {
    status: { label: 'Cancelled', tone: 'critical' },
    links: { billing: links.billing, claims: links.claims },
    details: [{ label: 'Cover ended', value: '2 February 2025' }],
  },
};
/** The manage link is hidden under some conditions: leaving it out of `links` hides it. */
export const WithoutManageLink: Story = {
  args: { links: { documents: links.documents, billing: links.billing, claims: links.claims } },
};
export const AllStatusTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {STATUS_TONES.map((tone) => (
        <PolicyCard
          key={tone}
          {...args}
          policyNumber={`MFX-${tone}`}
          status={{ label: tone, tone }}
        />
      ))}
    </div>
  ),
};

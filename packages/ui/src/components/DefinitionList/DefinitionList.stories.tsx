import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DefinitionList } from './DefinitionList';

const meta = {
  title: 'Content/DefinitionList',
  component: DefinitionList,
  args: {
    rows: [
      {
        id: 'name',
        term: 'Name',
        description: 'Alex Morgan',
        action: { label: 'Change', onClick: fn() },
      },
      {
        id: 'dob',
        term: 'Date of birth',
        description: '14 March 1990',
        action: { label: 'Change', onClick: fn() },
      },
      {
        id: 'address',
        term: 'Address',
        description: (
          <>
            1 High Street
            <br />
            Oxford
            <br />
            OX1 1AA
          </>
        ),
        action: { label: 'Change', href: '#address' },
      },
      { id: 'start', term: 'Cover starts', description: '1 April 2025' },
    ],
  },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof DefinitionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuoteDetails: Story = {};

export const ReadOnly: Story = {
  args: {
    rows: [
      { id: 'vehicle', term: 'Vehicle', description: 'MINI Cooper S 3-door Hatch' },
      { id: 'reg', term: 'Registration', description: 'AB24 CDE' },
      { id: 'excess', term: 'Voluntary excess', description: '£100' },
    ],
  },
};

/** The hidden text can differ from the term, e.g. when the term is not plain text. */
export const WithCustomHiddenText: Story = {
  args: {
    rows: [
      {
        id: 'drivers',
        term: <strong>Additional drivers</strong>,
        description: 'Sam Morgan',
        action: { label: 'Change', visuallyHiddenText: 'additional drivers', href: '#drivers' },
      },
    ],
  },
};

import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { controlStyles } from './control-styles';
import { Field, FieldSet, useFieldIds } from './Field';

const Input = styled.input<{ $invalid: boolean }>(({ theme, $invalid }) =>
  controlStyles(theme, $invalid),
);

/** A bare input wired to the field's ids, as every form control is. */
function DemoInput({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  const ids = useFieldIds(id);
  return (
    <Input
      id={ids.inputId}
      aria-describedby={ids.describedBy({ hint, error })}
      aria-invalid={error ? true : undefined}
      $invalid={Boolean(error)}
    />
  );
}

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    id: 'email',
    label: 'Email address',
    hint: undefined,
    error: undefined,
    required: false,
    hideLabel: false,
    children: null,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    requiredMarker: { control: 'text' },
    children: { control: false },
  },
  render: (args) => (
    <Field {...args}>
      <DemoInput
        id={args.id}
        hint={typeof args.hint === 'string' ? args.hint : undefined}
        error={typeof args.error === 'string' ? args.error : undefined}
      />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'We will send your policy documents here' } };
export const WithError: Story = {
  args: {
    hint: 'We will send your policy documents here',
    error: 'Please enter a valid email address',
  },
};
export const Required: Story = { args: { required: true } };
export const HiddenLabel: Story = {
  args: { label: 'Search for your occupation', hideLabel: true },
};

export const Group: StoryObj<typeof FieldSet> = {
  args: {
    id: 'contact',
    label: 'How should we contact you?',
    hint: 'Choose one',
    error: 'Please answer this question to continue',
    required: true,
  },
  render: (args) => (
    <FieldSet {...args}>
      <label>
        <input type="radio" id="contact" name="contact" value="email" /> Email
      </label>
      <br />
      <label>
        <input type="radio" id="contact-1" name="contact" value="phone" /> Phone
      </label>
    </FieldSet>
  ),
};

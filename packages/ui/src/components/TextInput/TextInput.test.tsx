import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { TextInput, type TextInputProps } from './TextInput';

function Harness({ onChange, ...props }: Partial<TextInputProps>) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      id="email"
      name="email"
      label="Email address"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('TextInput entry', () => {
  it('gives the typed text to onChange', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ann@example.com');
    expect(onChange).toHaveBeenLastCalledWith('ann@example.com');
  });

  it('runs onBlur with the named input when focus leaves', async () => {
    const onBlur = jest.fn();
    const { user } = renderWithTheme(<Harness onBlur={onBlur} />);
    await user.click(screen.getByRole('textbox', { name: 'Email address' }));
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith(
      expect.objectContaining({ target: expect.objectContaining({ name: 'email' }) }),
    );
  });

  it('passes the type, keyboard, autofill and length hints to the input', () => {
    renderWithTheme(
      <Harness type="email" inputMode="email" autoComplete="email" maxLength={254} />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('maxlength', '254');
  });
});

describe('TextInput labelling', () => {
  it('links hint and error, marks the input invalid and announces the error', () => {
    renderWithTheme(
      <Harness
        hint="We will send your documents here"
        error="Enter a valid email address"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address (required)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription(
      'We will send your documents here Error: Enter a valid email address',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  });

  it('is not marked invalid without an error', () => {
    renderWithTheme(<Harness error="" />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows prefix and suffix beside the input, hidden from assistive technology', () => {
    renderWithTheme(<Harness label="Estimated value in pounds" prefix="£" suffix=".00" />);
    const prefix = screen.getByText('£');
    expect(prefix).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('.00')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Estimated value in pounds' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

const excess = [
  { value: '0', label: '£0' },
  { value: '100', label: '£100' },
  { value: '250', label: '£250', hint: 'Lowers your premium' },
  { value: '500', label: '£500' },
];

function Harness({ onChange, ...props }: Partial<RadioGroupProps>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <RadioGroup
        id="excess"
        name="excess"
        label="Voluntary excess"
        options={excess}
        columns={4}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Continue</button>
    </>
  );
}

describe('RadioGroup choosing', () => {
  it('gives the clicked option’s value', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '£250' }));
    expect(onChange).toHaveBeenCalledWith('250');
    expect(screen.getByRole('radio', { name: '£250' })).toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '£0' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('100');
    expect(screen.getByRole('radio', { name: '£100' })).toHaveFocus();
  });

  it('runs onBlur only when focus leaves the group', async () => {
    const onBlur = jest.fn();
    const { user } = renderWithTheme(<Harness onBlur={onBlur} />);
    await user.click(screen.getByRole('radio', { name: '£0' }));
    await user.keyboard('{ArrowRight}');
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('RadioGroup labelling', () => {
  it('is a group named by its legend, its first radio carrying the field id', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('group', { name: 'Voluntary excess' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '£0' })).toHaveAttribute('id', 'excess');
    expect(screen.getByRole('radio', { name: '£100' })).toHaveAttribute('id', 'excess-1');
  });

  it('links an option’s hint to its radio', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('radio', { name: '£250' })).toHaveAccessibleDescription(
      'Lowers your premium',
    );
  });

  it('describes the group by its error and marks the radios invalid', () => {
    renderWithTheme(<Harness error="Please answer this question to continue" />);
    expect(screen.getByRole('group', { name: 'Voluntary excess' })).toHaveAccessibleDescription(
      'Error: Please answer this question to continue',
    );
    for (const radio of screen.getAllByRole('radio'))
      expect(radio).toHaveAttribute('aria-invalid', 'true');
  });
});

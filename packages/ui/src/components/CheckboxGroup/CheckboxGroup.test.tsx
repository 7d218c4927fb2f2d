import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Checkbox } from './Checkbox';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';

const covers = [
  { value: 'KEY', label: 'Key cover' },
  { value: 'LEGAL', label: 'Legal expenses', hint: 'Up to £100,000' },
  { value: 'BREAKDOWN', label: 'Breakdown' },
];

function Harness({
  onChange,
  initial = [],
  ...props
}: Partial<CheckboxGroupProps> & { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <CheckboxGroup
      id="covers"
      name="covers"
      label="Optional covers"
      options={covers}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('CheckboxGroup ticking', () => {
  it('gives the ticked values in the options’ order', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Breakdown' }));
    await user.click(screen.getByRole('checkbox', { name: 'Key cover' }));
    expect(onChange).toHaveBeenLastCalledWith(['KEY', 'BREAKDOWN']);
  });

  it('ticks and unticks with Space', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness initial={['LEGAL']} onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Key cover' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['KEY', 'LEGAL']);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['KEY']);
  });
});

describe('CheckboxGroup labelling', () => {
  it('is a group named by its legend, with option hints and error linked', () => {
    renderWithTheme(<Harness error="Choose at least one cover" />);
    expect(screen.getByRole('group', { name: 'Optional covers' })).toHaveAccessibleDescription(
      'Error: Choose at least one cover',
    );
    expect(screen.getByRole('checkbox', { name: 'Legal expenses' })).toHaveAccessibleDescription(
      'Up to £100,000',
    );
    expect(screen.getByRole('checkbox', { name: 'Key cover' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('Checkbox', () => {
  it('gives the ticked state and is labelled by its own label', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(
      <Checkbox
        id="eligible"
        name="eligible"
        label="I meet the eligibility criteria"
        checked={false}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'I meet the eligibility criteria' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('announces its error, links its hint and marks a required box with text', () => {
    renderWithTheme(
      <Checkbox
        id="terms"
        name="terms"
        label="I accept the terms"
        hint="Read them before you accept"
        error="Please confirm that you meet the eligibility criteria before proceeding"
        required
        checked={false}
        onChange={jest.fn()}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms (required)' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAccessibleDescription(
      'Read them before you accept Error: Please confirm that you meet the eligibility criteria before proceeding',
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

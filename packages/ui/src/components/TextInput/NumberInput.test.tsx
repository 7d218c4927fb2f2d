import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { NumberInput, type NumberInputProps } from './NumberInput';
import { readNumberEntry } from './number-entry';

function Harness({
  initial = null,
  onChange,
  ...props
}: Partial<NumberInputProps> & { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberInput
      id="mileage"
      name="mileage"
      label="Annual mileage"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('readNumberEntry', () => {
  it('strips non-digits and gives an integer', () => {
    expect(readNumberEntry('12,000 miles')).toEqual({ accepted: true, value: 12000 });
  });

  it('gives null for an empty entry', () => {
    expect(readNumberEntry('abc')).toEqual({ accepted: true, value: null });
  });

  it('refuses a value above maxValue and accepts maxValue itself', () => {
    expect(readNumberEntry('1000000', 999999)).toEqual({ accepted: false });
    expect(readNumberEntry('999999', 999999)).toEqual({ accepted: true, value: 999999 });
  });

  it('refuses a number too big to hold exactly', () => {
    expect(readNumberEntry('99999999999999999999')).toEqual({ accepted: false });
  });
});

describe('NumberInput entry', () => {
  it('strips non-digits as the user types and gives an integer', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Annual mileage' });
    await user.type(input, '8,5a00');
    expect(input).toHaveValue('8500');
    expect(onChange).toHaveBeenLastCalledWith(8500);
  });

  it('gives null when emptied', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness initial={12} onChange={onChange} />);
    await user.clear(screen.getByRole('textbox', { name: 'Annual mileage' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses a keystroke that would go above maxValue, keeping the old value', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness initial={10} maxValue={100} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Annual mileage' });
    await user.type(input, '0');
    expect(input).toHaveValue('100');
    await user.type(input, '0');
    expect(input).toHaveValue('100');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('asks for the numeric keyboard', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Annual mileage' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  });
});

import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { DateOfBirthInput, type DateOfBirthInputProps } from './DateOfBirthInput';

function Harness({
  initial = '',
  onChange,
  ...props
}: Partial<DateOfBirthInputProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthInput
        id="dob"
        name="dob"
        label="What is your date of birth?"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('1970-01-31')}>
        Load record
      </button>
    </>
  );
}

describe('DateOfBirthInput entry', () => {
  it('moves focus on after two digits and gives the zero-padded date once the year has four digits', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Day' }));
    await user.keyboard('05');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveFocus();
    await user.keyboard('11');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveFocus();
    await user.keyboard('199');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('0');
    expect(onChange).toHaveBeenLastCalledWith('1990-11-05');
  });

  it('pads a one-digit day and month in the date', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1985');
    expect(onChange).toHaveBeenLastCalledWith('1985-03-05');
  });

  it('ignores letters and a year not starting with 1 or 2', async () => {
    const { user } = renderWithTheme(<Harness />);
    const day = screen.getByRole('textbox', { name: 'Day' });
    await user.type(day, 'a1');
    expect(day).toHaveValue('1');
    const year = screen.getByRole('textbox', { name: 'Year' });
    await user.type(year, '3');
    expect(year).toHaveValue('');
    await user.type(year, '20011');
    expect(year).toHaveValue('2001');
  });

  it('gives an empty value again when a part is removed from a whole date', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<Harness initial="1985-03-09" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('198');
  });

  it('reports the parts as typed', async () => {
    const onPartsChange = jest.fn();
    const { user } = renderWithTheme(<Harness onPartsChange={onPartsChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '2');
    expect(onPartsChange).toHaveBeenLastCalledWith({ day: '', month: '2', year: '' });
  });
});

describe('DateOfBirthInput value', () => {
  it('shows the parts of the ISO date it is given', () => {
    renderWithTheme(<Harness initial="1985-03-09" />);
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('09');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('03');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('1985');
  });

  it('shows a date set from outside', async () => {
    const { user } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Load record' }));
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveValue('31');
    expect(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('01');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('1970');
  });
});

describe('DateOfBirthInput labelling', () => {
  it('groups the parts under the question with its hint and error', () => {
    renderWithTheme(
      <Harness hint="For example, 27 3 1985" error="Sorry, this can't be in the future" />,
    );
    const group = screen.getByRole('group', { name: 'What is your date of birth?' });
    expect(group).toHaveAccessibleDescription(
      /For example, 27 3 1985.*Error: Sorry, this can't be in the future/,
    );
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent("Sorry, this can't be in the future");
  });

  it('takes translated part labels', () => {
    renderWithTheme(<Harness dayLabel="Dydd" monthLabel="Mis" yearLabel="Blwyddyn" />);
    expect(screen.getByRole('textbox', { name: 'Dydd' })).toHaveAttribute(
      'autocomplete',
      'bday-day',
    );
    expect(screen.getByRole('textbox', { name: 'Blwyddyn' })).toHaveAttribute('id', 'dob-year');
  });

  it('offers no birthday autofill for a date that is not one (autoComplete off)', () => {
    renderWithTheme(<Harness autoComplete="off" />);
    for (const part of ['Day', 'Month', 'Year']) {
      expect(screen.getByRole('textbox', { name: part })).toHaveAttribute('autocomplete', 'off');
    }
  });

  it('runs onBlur once focus leaves the three inputs', async () => {
    const onBlur = jest.fn();
    const { user } = renderWithTheme(<Harness onBlur={onBlur} />);
    await user.click(screen.getByRole('textbox', { name: 'Day' }));
    await user.tab();
    await user.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

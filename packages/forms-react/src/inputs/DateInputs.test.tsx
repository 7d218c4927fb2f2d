import { screen } from '@testing-library/react';
import { SAMPLE_INPUTS } from '../sample-data';
import { renderForm } from '../test-utils';
import { isDateOfBirthInput } from './DateInput';
import { datePickerLabel } from './DatePickerInput';

describe('date inputs', () => {
  it('a date of birth is the day/month/year triple with birthday autofill', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.date]);
    expect(screen.getByLabelText('Day')).toHaveAttribute('autocomplete', 'bday-day');
    await user.type(screen.getByLabelText('Day'), '27');
    await user.type(screen.getByLabelText('Month'), '3');
    await user.type(screen.getByLabelText('Year'), '1985');
    expect(await submit()).toEqual({ dateOfBirth: '1985-03-27' });
  });

  it('says an impossible date of birth does not look correct, keeping what was typed', async () => {
    const { user } = renderForm([
      { ...SAMPLE_INPUTS.date, validation: { required: true, beforeOrEqual: {} } },
    ]);
    await user.type(screen.getByLabelText('Day'), '31');
    await user.type(screen.getByLabelText('Month'), '02');
    await user.type(screen.getByLabelText('Year'), '1985');
    await user.tab();
    expect(
      await screen.findByText("This value doesn't look correct.", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Day')).toHaveValue('31');
    expect(screen.getByLabelText('Year')).toHaveValue('1985');
  });

  it('another date is typed as day, month and year, focus moving on', async () => {
    const { user, submit } = renderForm([
      { name: 'licence.validFrom', type: 'date', label: 'Licence issued' },
    ]);
    const day = screen.getByLabelText('Day');
    expect(day).toHaveAttribute('autocomplete', 'off');
    await user.type(day, '05');
    expect(screen.getByLabelText('Month')).toHaveFocus();
    await user.keyboard('11');
    expect(screen.getByLabelText('Year')).toHaveFocus();
    await user.keyboard('2010');
    await user.tab();
    expect(await submit()).toEqual({ licence: { validFrom: '2010-11-05' } });
  });

  it('a typed date starts from its stored value and refuses letters', async () => {
    const { user } = renderForm([{ name: 'when', type: 'date', label: 'When' }], {
      initialValues: { when: '2020-01-31' },
    });
    expect(screen.getByLabelText('Day')).toHaveValue('31');
    await user.type(screen.getByLabelText('Year'), 'x');
    expect(screen.getByLabelText('Year')).toHaveValue('2020');
  });

  it('a date with daysInFuture is a choice of the offered days', async () => {
    const { user, submit } = renderForm([
      { name: 'start', type: 'date', label: 'Start', meta: { daysInFuture: 1 } },
    ]);
    const select = screen.getByLabelText('Start');
    expect(select.querySelectorAll('option')).toHaveLength(31);
    await user.selectOptions(select, 'Thursday 12 June 2025');
    expect(await submit()).toEqual({ start: '2025-06-12' });
  });

  it('datePicker offers 30 days from today', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.datePicker]);
    const select = screen.getByLabelText(/When should your cover start/);
    expect(screen.getByRole('option', { name: 'Wednesday 11 June 2025' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Thursday 10 July 2025' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Friday 11 July 2025' })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Friday 13 June 2025');
    expect(await submit()).toEqual({ startDate: '2025-06-13' });
    await user.selectOptions(select, 'Please select');
    expect(await submit()).toEqual({});
  });

  it('yearMonth offers months up to next month and clears a month past it', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.yearMonth]);
    const month = screen.getByLabelText('Month');
    const year = screen.getByLabelText('Year');
    await user.selectOptions(year, '2024');
    await user.selectOptions(month, 'December');
    expect(await submit()).toEqual({ usageStartYearMonth: { year: 2024, month: 12 } });
    await user.selectOptions(year, '2025');
    expect(month).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'August' })).not.toBeInTheDocument();
    await user.selectOptions(month, 'July');
    expect(await submit()).toEqual({ usageStartYearMonth: { year: 2025, month: 7 } });
  });

  it('yearMonth shows a stored answer', () => {
    renderForm([SAMPLE_INPUTS.yearMonth], {
      initialValues: { usageStartYearMonth: { year: 2020, month: 6 } },
    });
    expect(screen.getByLabelText('Month')).toHaveValue('6');
    expect(screen.getByLabelText('Year')).toHaveValue('2020');
  });

  it('knows a date of birth by its name or format parameter', () => {
    expect(isDateOfBirthInput({ name: 'driver.dateOfBirth', type: 'date' })).toBe(true);
    expect(
      isDateOfBirthInput({
        name: 'dob',
        type: 'date',
        meta: { formatParams: { dateOfBirth: true } },
      }),
    ).toBe(true);
    expect(isDateOfBirthInput({ name: 'startDate', type: 'date' })).toBe(false);
    expect(datePickerLabel('2025-03-03')).toBe('Monday 3 March 2025');
  });
});

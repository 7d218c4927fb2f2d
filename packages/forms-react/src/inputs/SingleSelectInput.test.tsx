import { screen } from '@testing-library/react';
import { SAMPLE_INPUTS } from '../sample-data';
import { renderForm } from '../test-utils';

describe('SingleSelectInput', () => {
  it('chooses from the list', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.singleSelect]);
    await user.click(screen.getByRole('button', { name: 'Show options' }));
    await user.click(screen.getByRole('option', { name: /Cohabiting/ }));
    expect(await submit()).toEqual({ maritalStatus: 'cohabiting' });
  });

  it('chooses the one match left while typing', async () => {
    const { user, submit } = renderForm([SAMPLE_INPUTS.singleSelect]);
    await user.type(screen.getByRole('combobox', { name: /Marital status/ }), 'div');
    expect(await submit()).toEqual({ maritalStatus: 'divorced' });
  });

  it('offers vehicle years and payment days from meta.selectValues', async () => {
    const { user, submit } = renderForm([
      {
        name: 'year',
        type: 'singleSelect',
        label: 'Year',
        meta: { selectValues: 'vehicleYears', earliestYear: 2020 },
      },
      {
        name: 'day',
        type: 'dropDownSelect',
        label: 'Payment day',
        meta: { selectValues: 'paymentDays' },
      },
    ]);
    await user.type(screen.getByRole('combobox', { name: 'Year' }), '2021');
    await user.selectOptions(screen.getByLabelText('Payment day'), '28th');
    expect(await submit()).toEqual({ year: 2021, day: 28 });
  });

  it('lists a lookup table when selectValues is lookup', async () => {
    const { user, submit } = renderForm([
      {
        name: 'industry',
        type: 'dropDownSelect',
        label: 'Industry',
        meta: { selectValues: 'lookup', lookupTable: 'industry' },
      },
    ]);
    await user.selectOptions(
      screen.getByLabelText('Industry'),
      await screen.findByRole('option', { name: 'Education' }),
    );
    expect(await submit()).toEqual({ industry: '002' });
  });
});

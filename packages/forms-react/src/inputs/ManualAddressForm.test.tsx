import type { InputDefinition } from '@brand/forms';
import { ADDRESS_SEARCH_DELAY_MS } from '@brand/forms';
import { act, screen } from '@testing-library/react';
import { SAMPLE_INPUTS } from '../sample-data';
import { renderForm } from '../test-utils';
import { completedManualAddress, manualAddressProblems } from './address-value';

// As the brand's home address: the first line, town and postcode, a real UK postcode.
const HOME_ADDRESS: InputDefinition = {
  ...SAMPLE_INPUTS.address,
  validation: { required: { fields: ['line1', 'city', 'postalCode'] }, postcode: true },
} as InputDefinition;

const STORED = { line1: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA' };

describe('the address typed by hand', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = (initialValues = {}) =>
    renderForm([HOME_ADDRESS], { initialValues, advanceTimers: jest.advanceTimersByTime });

  const focusedName = () => (document.activeElement as HTMLInputElement | null)?.name;

  it('is entered and saved with the keyboard alone when the search finds nothing', async () => {
    const { user, submit } = setup();
    await user.tab();
    expect(screen.getByLabelText('Search for your address')).toHaveFocus();
    await user.keyboard('ox4 4du');
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_SEARCH_DELAY_MS));
    expect(await screen.findByRole('status')).toHaveTextContent('Sorry, no matches found');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enter the address manually' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(focusedName()).toBe('address.line1');
    await user.keyboard('Flat 2');
    await user.tab();
    await user.keyboard('14 Iffley Turn');
    await user.tab();
    await user.tab();
    expect(focusedName()).toBe('address.city');
    await user.keyboard(' Oxford ');
    await user.tab();
    // What was searched for is already there, as the postcode it is.
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('OX4 4DU');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use this address' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Flat 2, 14 Iffley Turn, Oxford, OX4 4DU')).toBeInTheDocument();
    expect((await submit())?.address).toEqual({
      line1: 'Flat 2',
      line2: '14 Iffley Turn',
      city: 'Oxford',
      postalCode: 'OX4 4DU',
      countryName: 'United Kingdom',
      countryIso2: 'GB',
      countryIso3: 'GBR',
      label: 'Flat 2, 14 Iffley Turn, Oxford, OX4 4DU',
    });
  });

  it('is offered before anything is searched for, and gives way to the search again', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    expect(screen.getByLabelText(/^Town or city/)).toHaveAttribute(
      'autocomplete',
      'address-level2',
    );
    await user.click(screen.getByRole('button', { name: 'Search for the address instead' }));
    expect(screen.getByLabelText('Search for your address')).toHaveFocus();
  });

  it('names each part at fault, moves focus to the first and clears each when it is put right', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    await user.type(screen.getByLabelText(/^Address line 1/), '1 Iffley Turn');
    await user.type(screen.getByLabelText(/^Postcode/), 'OX4 4D');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    const town = screen.getByLabelText(/^Town or city/);
    expect(town).toHaveFocus();
    expect(town).toHaveAccessibleDescription(/Enter the town or city/);
    expect(screen.getByLabelText(/^Postcode/)).toHaveAccessibleDescription(
      /Enter a real UK postcode, like SW1A 1AA/,
    );
    await user.type(town, 'Oxford');
    expect(town).not.toHaveAccessibleDescription(/Enter the town or city/);
    await user.type(screen.getByLabelText(/^Postcode/), 'U');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(screen.getByText('1 Iffley Turn, Oxford, OX4 4DU')).toBeInTheDocument();
  });

  it('returns to the confirmed address on Cancel', async () => {
    const { user, submit } = setup({ address: STORED });
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    await user.type(screen.getByLabelText(/^Address line 1/), 'Somewhere else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await submit())?.address).toEqual(STORED);
  });
});

describe('manual address values', () => {
  it('asks for the parts the required rule names, else line 1 only', () => {
    const blank = { line1: ' ', city: '', postalCode: '' };
    expect(manualAddressProblems(blank, HOME_ADDRESS)).toEqual({
      line1: 'forms.address.partMissing.line1',
      city: 'forms.address.partMissing.city',
      postalCode: 'forms.address.partMissing.postalCode',
    });
    expect(manualAddressProblems(blank, SAMPLE_INPUTS.address as InputDefinition)).toEqual({
      line1: 'forms.address.partMissing.line1',
    });
  });

  it('stores the parts trimmed, blank ones dropped, the postcode spaced and upper case', () => {
    expect(
      completedManualAddress({
        line1: ' 1 A Road ',
        line2: ' ',
        city: 'Leeds',
        postalCode: 'ls14dy',
      }),
    ).toEqual({
      line1: '1 A Road',
      city: 'Leeds',
      postalCode: 'LS1 4DY',
      label: '1 A Road, Leeds, LS1 4DY',
    });
  });
});

import { ADDRESS_SEARCH_DELAY_MS } from '@brand/forms';
import { act, screen } from '@testing-library/react';
import { createInMemoryDataSources } from '../in-memory-data-sources';
import { SAMPLE_DATA, SAMPLE_INPUTS } from '../sample-data';
import { renderForm } from '../test-utils';
import { addressLine, withAddressField } from './address-value';

const STORED = {
  line1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  countryName: 'United Kingdom',
};

describe('AddressInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(initialValues = {}) {
    const sources = createInMemoryDataSources(SAMPLE_DATA);
    const searchAddresses = jest.spyOn(sources, 'searchAddresses');
    const rendered = renderForm([SAMPLE_INPUTS.address], {
      dataSources: sources,
      initialValues,
      advanceTimers: jest.advanceTimersByTime,
    });
    return { ...rendered, sources, searchAddresses };
  }

  it('searches 500 ms after typing stops and stores the chosen address', async () => {
    const { user, submit, searchAddresses } = setup();
    await user.type(screen.getByLabelText('Search for your address'), ' ox4 ');
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_SEARCH_DELAY_MS - 1));
    expect(searchAddresses).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(searchAddresses).toHaveBeenCalledWith('ox4');
    await user.click(await screen.findByRole('button', { name: /Garsington Road/ }));
    expect(await screen.findByText(/MINI Plant Oxford, Garsington Road/)).toBeInTheDocument();
    const values = await submit();
    expect(values?.address).toMatchObject({ line1: 'Garsington Road', postalCode: 'OX4 6NL' });
  });

  it('searches a container result by its text', async () => {
    const { user, sources, searchAddresses } = setup();
    searchAddresses.mockResolvedValueOnce([
      { id: 'c1', text: 'Downing Street', description: 'London', type: 'Street' },
    ]);
    const getAddress = jest.spyOn(sources, 'getAddress');
    await user.type(screen.getByLabelText('Search for your address'), 'downing');
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_SEARCH_DELAY_MS));
    await user.click(await screen.findByRole('button', { name: 'Downing Street, London' }));
    expect(getAddress).not.toHaveBeenCalled();
    expect(searchAddresses).toHaveBeenLastCalledWith('Downing Street');
    expect(await screen.findByRole('button', { name: /10 Downing Street/ })).toBeInTheDocument();
  });

  it('starts in view with a stored address; Change clears it and Cancel brings it back', async () => {
    const { user, submit } = setup({ address: STORED });
    expect(screen.getByText('10 Downing Street, London, SW1A 2AA')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText('Search for your address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('10 Downing Street, London, SW1A 2AA')).toBeInTheDocument();
    expect((await submit())?.address).toEqual(STORED);
  });

  it('overrides the first lines only, then returns to view', async () => {
    const { user, submit } = setup({ address: STORED });
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
    const line2 = screen.getByLabelText('Address line 2');
    await user.type(line2, 'Westminster');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(
      screen.getByText('10 Downing Street, Westminster, London, SW1A 2AA'),
    ).toBeInTheDocument();
    expect((await submit())?.address).toMatchObject({ line2: 'Westminster' });
  });

  it('keeps override mode while line 1 is emptied, and will not confirm without it', async () => {
    const { user } = setup({ address: STORED });
    await user.click(screen.getByRole('button', { name: 'Edit address' }));
    await user.clear(screen.getByLabelText(/Address line 1/));
    expect(screen.getByLabelText(/Address line 1/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use this address' })).toBeDisabled();
  });

  it('searches again when the chosen address cannot be fetched', async () => {
    const { user, sources, searchAddresses } = setup();
    jest.spyOn(sources, 'getAddress').mockRejectedValueOnce(new Error('gone'));
    await user.type(screen.getByLabelText('Search for your address'), 'SW1A 2AA');
    await act(() => jest.advanceTimersByTimeAsync(ADDRESS_SEARCH_DELAY_MS));
    await user.click(await screen.findByRole('button', { name: /10 Downing Street/ }));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(searchAddresses).toHaveBeenCalledTimes(2);
  });

  it('builds one line from the parts and rebuilds it on an edit', () => {
    expect(addressLine({ line1: 'A', line2: ' ', city: 'B' })).toBe('A, B');
    expect(addressLine({ line1: 'A', label: 'Label' })).toBe('Label');
    expect(withAddressField({ line1: 'A', label: 'A' }, 'line2', 'C')).toEqual({
      line1: 'A',
      line2: 'C',
      label: 'A, C',
    });
  });
});

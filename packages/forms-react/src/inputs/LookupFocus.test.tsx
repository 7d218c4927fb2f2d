import { ADDRESS_SEARCH_DELAY_MS } from '@brand/forms';
import { act, screen } from '@testing-library/react';
import { createInMemoryDataSources } from '../in-memory-data-sources';
import { SAMPLE_DATA, SAMPLE_INPUTS } from '../sample-data';
import { renderForm } from '../test-utils';

// The control a keyboard user pressed goes away when a lookup swaps the field's content; focus
// must land in the new content, never fall back to the page's body (issue 7, WCAG 2.4.3).
describe('focus after a lookup swaps the content', () => {
  describe('vehicle lookup', () => {
    it('moves focus to Change once the vehicle is confirmed, and back to the search on Change', async () => {
      const { user } = renderForm([SAMPLE_INPUTS.vehicleLookup]);
      await user.type(screen.getByLabelText('Registration number'), 'xy70zzz{Enter}');
      (await screen.findByRole('button', { name: 'Use this vehicle' })).focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Change' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByLabelText('Registration number')).toHaveFocus();
    });
  });

  describe('address', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function setup() {
      const sources = createInMemoryDataSources(SAMPLE_DATA);
      const searchAddresses = jest.spyOn(sources, 'searchAddresses');
      const rendered = renderForm([SAMPLE_INPUTS.address, SAMPLE_INPUTS.text], {
        dataSources: sources,
        advanceTimers: jest.advanceTimersByTime,
      });
      return { ...rendered, sources, searchAddresses };
    }

    it('moves focus to the first result of a postcode picked from the results', async () => {
      const { user, searchAddresses } = setup();
      searchAddresses.mockResolvedValueOnce([
        { id: 'c1', text: 'OX4 6NL', description: 'Oxford', type: 'Postcode' },
      ]);
      await user.type(screen.getByLabelText('Search for your address'), 'ox4');
      await act(() => jest.advanceTimersByTimeAsync(ADDRESS_SEARCH_DELAY_MS));
      (await screen.findByRole('button', { name: /^OX4 6NL/ })).focus();
      await user.keyboard('{Enter}');
      const first = await screen.findByRole('button', { name: /Garsington Road/ });
      expect(first).toHaveFocus();
    });

    it('moves focus to Change once an address is picked with the keyboard', async () => {
      const { user } = setup();
      await user.type(screen.getByLabelText('Search for your address'), 'ox4');
      await act(() => jest.advanceTimersByTimeAsync(ADDRESS_SEARCH_DELAY_MS));
      (await screen.findByRole('button', { name: /Garsington Road/ })).focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('button', { name: 'Change' })).toHaveFocus();
    });

    it('does not take focus from the search box when new results arrive', async () => {
      const { user } = setup();
      const search = screen.getByLabelText('Search for your address');
      await user.type(search, 'ox4');
      await act(() => jest.advanceTimersByTimeAsync(ADDRESS_SEARCH_DELAY_MS));
      await screen.findByRole('button', { name: /Garsington Road/ });
      expect(search).toHaveFocus();
    });

    it('leaves focus the user took elsewhere while the address loaded', async () => {
      const { user, sources } = setup();
      let loaded: () => void = () => {};
      const getAddress = sources.getAddress.bind(sources);
      jest
        .spyOn(sources, 'getAddress')
        .mockImplementationOnce(
          (id) => new Promise((resolve) => (loaded = () => resolve(getAddress(id)))),
        );
      await user.type(screen.getByLabelText('Search for your address'), 'ox4');
      await act(() => jest.advanceTimersByTimeAsync(ADDRESS_SEARCH_DELAY_MS));
      (await screen.findByRole('button', { name: /Garsington Road/ })).focus();
      await user.keyboard('{Enter}');
      const other = screen.getByLabelText(/^Order number/);
      other.focus();
      await act(async () => loaded());
      await screen.findByRole('button', { name: 'Change' });
      expect(other).toHaveFocus();
    });
  });
});

import { act, screen } from '@testing-library/react';
import { LOOKUP_DELAY_MS } from '../../machines';
import { createInMemoryDataSources } from '../in-memory-data-sources';
import { SAMPLE_DATA, SAMPLE_INPUTS } from '../sample-data';
import { renderForm } from '../test-utils';
import { lookupItemOf } from './LookupInput';

describe('LookupInput', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const sources = createInMemoryDataSources(SAMPLE_DATA);
    const searchLookup = jest.spyOn(sources, 'searchLookup');
    const rendered = renderForm([SAMPLE_INPUTS.lookup], {
      dataSources: sources,
      advanceTimers: jest.advanceTimersByTime,
    });
    return { ...rendered, searchLookup, box: screen.getByLabelText('Occupation') };
  }

  it('does not search before the table’s minimum characters (3 for occupation)', async () => {
    const { user, box, searchLookup } = setup();
    await user.type(box, 'ac');
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(searchLookup).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 3 characters to search');
  });

  it('searches once, 250 ms after typing stops', async () => {
    const { user, box, searchLookup } = setup();
    await user.type(box, 'acc');
    await act(() => jest.advanceTimersByTimeAsync(LOOKUP_DELAY_MS - 1));
    expect(searchLookup).not.toHaveBeenCalled();
    await user.type(box, 'o');
    await act(() => jest.advanceTimersByTimeAsync(LOOKUP_DELAY_MS - 1));
    expect(searchLookup).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(searchLookup).toHaveBeenCalledTimes(1);
    expect(searchLookup).toHaveBeenCalledWith('occupation', 'acco');
    expect(await screen.findByRole('button', { name: 'Accountant' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 result(s) found');
  });

  it('stores the picked result and clears it when typing again', async () => {
    const { user, box, submit } = setup();
    await user.type(box, 'tea');
    await act(() => jest.advanceTimersByTimeAsync(LOOKUP_DELAY_MS));
    await user.click(await screen.findByRole('button', { name: 'Teacher' }));
    expect(box).toHaveValue('Teacher');
    expect(await submit()).toEqual({ occupation: { code: 'T01', name: 'Teacher' } });
    await user.type(box, 's');
    expect(await submit()).toEqual({});
  });

  it('says when nothing is found and when the search fails', async () => {
    const sources = createInMemoryDataSources(SAMPLE_DATA);
    const search = jest.spyOn(sources, 'searchLookup').mockResolvedValueOnce([]);
    const { user } = renderForm([SAMPLE_INPUTS.lookup], {
      dataSources: sources,
      advanceTimers: jest.advanceTimersByTime,
    });
    const box = screen.getByLabelText('Occupation');
    await user.type(box, 'zzz');
    await act(() => jest.advanceTimersByTimeAsync(LOOKUP_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, no results found');
    search.mockRejectedValueOnce(new Error('down'));
    await user.type(box, 'z');
    await act(() => jest.advanceTimersByTimeAsync(LOOKUP_DELAY_MS));
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, the search is not working');
  });

  it('shows a stored answer', () => {
    renderForm([SAMPLE_INPUTS.lookup], {
      initialValues: { occupation: { code: 'B01', name: 'Baker' } },
    });
    expect(screen.getByLabelText('Occupation')).toHaveValue('Baker');
  });

  it('reads only answers with a code', () => {
    expect(lookupItemOf({ code: 'A', name: 'B' })).toEqual({ code: 'A', name: 'B' });
    expect(lookupItemOf({ code: '' })).toBeNull();
    expect(lookupItemOf(null)).toBeNull();
  });
});

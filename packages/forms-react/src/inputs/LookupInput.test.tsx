import { LOOKUP_DELAY_MS } from '@brand/forms';
import { act, screen } from '@testing-library/react';
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
    expect(await screen.findByRole('option', { name: 'Accountant' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 result(s) found');
  });

  it('stores the picked result and clears it when typing again', async () => {
    const { user, box, submit } = setup();
    await user.type(box, 'tea');
    await act(() => jest.advanceTimersByTimeAsync(LOOKUP_DELAY_MS));
    await user.click(await screen.findByRole('option', { name: 'Teacher' }));
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

  describe('as an ARIA combobox (WAI-ARIA APG, list autocomplete)', () => {
    const SEVERAL = [
      { code: 'A01', name: 'Accountant' },
      { code: 'A02', name: 'Actor' },
      { code: 'A03', name: 'Architect' },
    ];

    async function withSeveralMatches() {
      const sources = createInMemoryDataSources(SAMPLE_DATA);
      jest.spyOn(sources, 'searchLookup').mockResolvedValue(SEVERAL);
      const rendered = renderForm([SAMPLE_INPUTS.lookup], {
        dataSources: sources,
        advanceTimers: jest.advanceTimersByTime,
      });
      const box = screen.getByRole('combobox', { name: 'Occupation' });
      await rendered.user.type(box, 'acc');
      await act(() => jest.advanceTimersByTimeAsync(LOOKUP_DELAY_MS));
      await screen.findByRole('listbox', { name: 'Matches for Occupation' });
      return { ...rendered, box };
    }

    const activeOption = (box: HTMLElement) => {
      const id = box.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id) : null;
    };

    it('is a combobox that names its listbox and says whether it is expanded', async () => {
      const { box } = await withSeveralMatches();
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(box).toHaveAttribute('aria-autocomplete', 'list');
      const listbox = screen.getByRole('listbox', { name: 'Matches for Occupation' });
      expect(box).toHaveAttribute('aria-controls', listbox.id);
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Accountant',
        'Actor',
        'Architect',
      ]);
      expect(box).not.toHaveAttribute('aria-activedescendant');
    });

    it('moves the active option with Down, Up, Home and End while focus stays in the box', async () => {
      const { user, box } = await withSeveralMatches();
      await user.keyboard('{ArrowDown}');
      expect(box).toHaveFocus();
      expect(activeOption(box)).toHaveTextContent('Accountant');
      expect(activeOption(box)).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowDown}');
      expect(activeOption(box)).toHaveTextContent('Actor');
      await user.keyboard('{End}');
      expect(activeOption(box)).toHaveTextContent('Architect');
      await user.keyboard('{ArrowDown}');
      expect(activeOption(box)).toHaveTextContent('Accountant');
      await user.keyboard('{ArrowUp}');
      expect(activeOption(box)).toHaveTextContent('Architect');
      await user.keyboard('{Home}');
      expect(activeOption(box)).toHaveTextContent('Accountant');
      expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    });

    it('chooses the active option on Enter, announces it and does not submit the form', async () => {
      const { user, box, onSubmit, submit } = await withSeveralMatches();
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(box).toHaveValue('Actor');
      expect(box).toHaveFocus();
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('status')).toHaveTextContent('Actor chosen');
      expect(await submit()).toEqual({ occupation: { code: 'A02', name: 'Actor' } });
    });

    it('never submits the form on Enter while the list is open with nothing active', async () => {
      const { user, box, onSubmit } = await withSeveralMatches();
      await user.keyboard('{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(box).toHaveAttribute('aria-expanded', 'true');
    });

    it('closes the list on Escape, reopens it on Down, and lets Enter submit once it is closed', async () => {
      const { user, box, onSubmit } = await withSeveralMatches();
      await user.keyboard('{ArrowDown}{Escape}');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(box).not.toHaveAttribute('aria-activedescendant');
      expect(screen.queryByRole('option')).not.toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(activeOption(box)).toHaveTextContent('Accountant');
      await user.keyboard('{Escape}{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('leaves Home and End to the caret until an option is active', async () => {
      const { user, box } = await withSeveralMatches();
      await user.keyboard('{Home}');
      expect(box).not.toHaveAttribute('aria-activedescendant');
      expect((box as HTMLInputElement).selectionStart).toBe(0);
    });
  });
});

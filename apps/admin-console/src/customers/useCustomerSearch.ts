import { isAbortError, type SearchCustomersResult, searchCustomers } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { useEffect, useState } from 'react';

/** One customer the search found. */
export type CustomerSearchResult = SearchCustomersResult['results'][number];

/** The fewest characters the platform searches on (customerSearch.badQuery below it). */
export const SHORTEST_SEARCH = 2;
/** How long typing must pause before a search is sent: one call per word, not per key. */
const TYPING_PAUSE_MS = 250;

/** Where a search stands. */
export type CustomerSearchState =
  | { status: 'idle' }
  | { status: 'tooShort' }
  | { status: 'searching'; query: string }
  | { status: 'found'; query: string; results: readonly CustomerSearchResult[] }
  | { status: 'failed'; query: string };

/**
 * Searches as the agent types: after a pause, the latest query only (an older answer arriving
 * late is dropped with its aborted call), nothing below two characters.
 */
export function useCustomerSearch(raw: string): CustomerSearchState {
  const api = useApiClient();
  const query = raw.trim();
  const [state, setState] = useState<CustomerSearchState>({ status: 'idle' });

  useEffect(() => {
    if (query === '') {
      setState({ status: 'idle' });
      return;
    }
    if (query.length < SHORTEST_SEARCH) {
      setState({ status: 'tooShort' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'searching', query });
    const timer = setTimeout(() => {
      searchCustomers(api, { q: query }, { signal: controller.signal }).then(
        ({ results }) => setState({ status: 'found', query, results }),
        (error: unknown) => {
          if (!isAbortError(error)) setState({ status: 'failed', query });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query]);

  return state;
}

import type { LookupState } from '@brand/forms';
import { selectLookupStatus, selectMinCharsNeeded } from '@brand/forms';
import type { Translate } from '../translate';

/** What a lookup's live region says: too few characters, searching, how many found, none, or failure. */
export function lookupStatusText<R>(state: LookupState<R>, t: Translate): string | null {
  const needed = selectMinCharsNeeded(state);
  if (needed !== null) return t('forms.lookup.minChars', { count: needed });
  switch (selectLookupStatus(state)) {
    case 'searching':
      return t('forms.searching');
    case 'found':
      return t('forms.lookup.results', { count: state.results.length });
    case 'noResults':
      return t('forms.lookup.noResults');
    case 'error':
      return t('forms.lookup.failed');
    default:
      return null;
  }
}

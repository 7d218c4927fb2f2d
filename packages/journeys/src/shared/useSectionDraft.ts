import type { FormValues } from '@brand/forms';
import { useCallback, useRef, useState } from 'react';
import { draftChanged, draftSaved, selectDraft } from './draftsSlice';
import { useJourneyDispatch, useJourneySelector } from './store';

/** What a section's form needs to keep its unsaved answers. */
export interface SectionDraft {
  /** The answers to start from: the unsaved ones when there are any, else the saved ones. */
  initialValues: FormValues;
  /** For the form's onValuesChange: keeps every change as the section's draft. */
  onValuesChange: (values: FormValues) => void;
  /** Forgets the draft once the platform has saved the answers. */
  saved: () => void;
}

/**
 * The section's unsaved answers (the `drafts` slice, which the apps persist): the form starts from
 * them, and every change is kept. The values the form first reports are its start values, not a
 * change, so merely opening a section keeps nothing.
 */
export function useSectionDraft(key: string, savedValues: FormValues): SectionDraft {
  const dispatch = useJourneyDispatch();
  const draft = useJourneySelector((state) => selectDraft(state, key));
  // Read once per section: its form takes its initial values when it mounts.
  const [start, setStart] = useState(() => ({ key, values: draft ?? savedValues }));
  let initialValues = start.values;
  if (start.key !== key) {
    initialValues = draft ?? savedValues;
    setStart({ key, values: initialValues });
  }
  const first = useRef<{ key: string; values: FormValues } | null>(null);
  const onValuesChange = useCallback(
    (values: FormValues) => {
      if (first.current?.key !== key) {
        first.current = { key, values };
        return;
      }
      if (values === first.current.values) return;
      dispatch(draftChanged({ key, values }));
    },
    [dispatch, key],
  );
  const saved = useCallback(() => {
    dispatch(draftSaved(key));
  }, [dispatch, key]);
  return { initialValues, onValuesChange, saved };
}

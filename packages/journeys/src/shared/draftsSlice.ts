import type { FormValues } from '@brand/forms';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The answers typed into a section and not yet saved, by `{proposalCode}/{sectionId}`: the apps
 * persist this slice (and no server data), so a reload or a crashed tab loses nothing typed.
 */
export type DraftsState = Record<string, FormValues>;

/** Where a section's draft is kept. */
export function draftKey(proposalCode: string, sectionId: string): string {
  return `${proposalCode}/${sectionId}`;
}

/** The drafts (action types `drafts/...`). */
export const draftsSlice = createSlice({
  name: 'drafts',
  initialState: {} as DraftsState,
  reducers: {
    /** The customer changed an answer of the section. */
    draftChanged(state, action: PayloadAction<{ key: string; values: FormValues }>) {
      state[action.payload.key] = action.payload.values;
    },
    /** The section's answers were saved: the platform holds them now. */
    draftSaved(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
});

/** The drafts' actions. */
export const { draftChanged, draftSaved } = draftsSlice.actions;

/** The root state's shape as far as this slice is concerned. */
export interface WithDrafts {
  drafts: DraftsState;
}

/** The unsaved answers of a section, or undefined when there are none. */
export const selectDraft = (state: WithDrafts, key: string): FormValues | undefined =>
  state.drafts[key];

// The documents tab's data (spec 001 §2 "Documents tab", §7): the policy's documents, and the
// link to one the customer opens (a short-lived link the platform makes on request).
import {
  type GetPolicyDocumentResult,
  getPolicyDocument,
  type ListPolicyDocumentsResult,
  listPolicyDocuments,
} from '@brand/api-client';
import { createSlice } from '@reduxjs/toolkit';
import type { CallFailure } from '../../shared/call-failure';
import { attempt, journeyThunk } from '../../shared/journey-thunk';

/** One document of the list. */
export type PolicyDocument = ListPolicyDocumentsResult['documents'][number];
/** A document's name (spec 001 §3 Document). */
export type DocumentType = PolicyDocument['documentType'];

/** Loads a policy's documents (`documents/load/...`); aborting cancels the call. */
export const loadPolicyDocuments = journeyThunk(
  'documents/load',
  (input: { policyId: string }, { extra, signal, rejectWithValue }) =>
    attempt(
      () => listPolicyDocuments(extra.api, { id: input.policyId }, { signal }),
      rejectWithValue,
    ),
);

/**
 * Asks for a link to one document (`documents/open/...`). Nothing changes on the platform but
 * the document being made on its first request, so asking again is safe.
 */
export const openPolicyDocument = journeyThunk(
  'documents/open',
  (
    input: { policyId: string; documentType: DocumentType },
    { extra, signal, rejectWithValue },
  ): Promise<GetPolicyDocumentResult> =>
    attempt(
      () =>
        getPolicyDocument(extra.api, { id: input.policyId, doc: input.documentType }, { signal }),
      rejectWithValue,
    ),
);

/** The documents tab's state. */
export interface DocumentsState {
  /** The load the state answers (the tab shows only the state of the load it started). */
  requestId: string | null;
  status: 'loading' | 'ready' | 'failed';
  documents: PolicyDocument[];
  failure: CallFailure | null;
  /** The document whose link is being asked for. */
  opening: DocumentType | null;
  /** A document the platform has no file for yet: the missing-document modal (spec 001 §8). */
  missing: DocumentType | null;
  /** Why the last open failed (other than a missing document). */
  openFailure: CallFailure | null;
}

/** Before anything has loaded. */
export const initialDocumentsState: DocumentsState = {
  requestId: null,
  status: 'loading',
  documents: [],
  failure: null,
  opening: null,
  missing: null,
  openFailure: null,
};

/** The documents tab's slice (action types `documents/...`). */
export const documentsSlice = createSlice({
  name: 'documents',
  initialState: initialDocumentsState,
  reducers: {
    /** The missing-document modal was closed. */
    missingDismissed(state) {
      state.missing = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadPolicyDocuments.pending, (_state, action) => ({
        ...initialDocumentsState,
        requestId: action.meta.requestId,
      }))
      .addCase(loadPolicyDocuments.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.status = 'ready';
        state.documents = action.payload.documents;
      })
      .addCase(loadPolicyDocuments.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.requestId !== state.requestId) return;
        state.status = 'failed';
        state.failure = action.payload ?? null;
      })
      .addCase(openPolicyDocument.pending, (state, action) => {
        state.opening = action.meta.arg.documentType;
        state.openFailure = null;
        state.missing = null;
      })
      .addCase(openPolicyDocument.fulfilled, (state, action) => {
        state.opening = null;
        if (!action.payload.location) state.missing = action.payload.documentType;
      })
      .addCase(openPolicyDocument.rejected, (state, action) => {
        state.opening = null;
        if (action.meta.aborted) return;
        // A document the platform does not have for this policy is missing too (spec 001 §8).
        if (action.payload?.status === 404) state.missing = action.meta.arg.documentType;
        else state.openFailure = action.payload ?? null;
      });
  },
});

/** Closes the missing-document modal. */
export const { missingDismissed } = documentsSlice.actions;

/** The root state's shape as far as this slice is concerned. */
export interface WithDocuments {
  documents: DocumentsState;
}

/** The documents tab's state. */
export const selectDocumentsState = (state: WithDocuments) => state.documents;

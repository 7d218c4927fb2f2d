// "Email me this quote" (spec 000 §7 retain): the send is a journey thunk like every other call
// (ADR 0027), its outcome kept in this slice.
import { retainProposal } from '@brand/api-client';
import { createSlice } from '@reduxjs/toolkit';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { attempt, journeyThunk } from '../shared/journey-thunk';

/**
 * Emails the quote to the address given with it (`emailQuote/send/...`). One Idempotency-Key per
 * press until it succeeds, so a retry after a failed call is the same press.
 */
export const sendQuoteEmail = journeyThunk(
  'emailQuote/send',
  async (input: { proposalCode: string; email: string }, { extra, rejectWithValue }) => {
    const action = `retain:${input.proposalCode}`;
    await attempt(
      () =>
        retainProposal(
          extra.api,
          { id: input.proposalCode, body: { email: input.email } },
          { idempotencyKey: idempotencyKeyFor(action) },
        ),
      rejectWithValue,
    );
    actionSucceeded(action);
  },
);

/** Where a press has got to: too many is the platform's daily limit of this quote's emails. */
export type EmailQuoteOutcome = 'idle' | 'sending' | 'sent' | 'failed' | 'tooMany';

/** The last press's outcome. */
export interface EmailQuoteState {
  /** The press the outcome answers (a page shows only the outcome of its own presses). */
  requestId: string | null;
  outcome: EmailQuoteOutcome;
}

/** Before any press. */
export const initialEmailQuoteState: EmailQuoteState = { requestId: null, outcome: 'idle' };

/** "Email me this quote" (action types `emailQuote/...`). */
export const emailQuoteSlice = createSlice({
  name: 'emailQuote',
  initialState: initialEmailQuoteState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(sendQuoteEmail.pending, (state, action) => {
        state.requestId = action.meta.requestId;
        state.outcome = 'sending';
      })
      .addCase(sendQuoteEmail.fulfilled, (state, action) => {
        if (action.meta.requestId === state.requestId) state.outcome = 'sent';
      })
      .addCase(sendQuoteEmail.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.requestId !== state.requestId) return;
        state.outcome = action.payload?.status === 429 ? 'tooMany' : 'failed';
      });
  },
});

/** The root state's shape as far as this slice is concerned. */
export interface WithEmailQuote {
  emailQuote: EmailQuoteState;
}

/** The last press's state. */
export const selectEmailQuoteState = (state: WithEmailQuote) => state.emailQuote;

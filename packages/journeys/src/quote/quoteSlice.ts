import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { CallFailure } from '../shared/call-failure';
import {
  choicesOf,
  type QuoteChoices,
  unsavedScheduleAfter,
  type WithdrawnChoice,
  withdrawnChoices,
} from './choice-survival';
import {
  checkAccount,
  confirmProposal,
  loadProposal,
  mergeAnonymousProposals,
  type Proposal,
  runIdCheck,
  saveChanges,
  setAutoRenewal,
  startProposal,
} from './quoteApi';

/** The modal the quote journey shows, if any (spec 000 §4). */
export type QuoteModal =
  | { kind: 'idCheckFailed' }
  | { kind: 'verificationFailed'; checks: { check: string; result: string }[] }
  | { kind: 'accountConflict' }
  /** Another policy owes `outstandingAmount` pence (null: not said); this one waits until paid. */
  | { kind: 'outstandingBalance'; outstandingAmount: number | null };

/** The quote journey's state: the one proposal on screen and what is happening to it. */
export interface QuoteState {
  /** The proposal as the platform last answered. */
  proposal: Proposal | null;
  /** Loading the proposal of the URL. */
  loadStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** A call that changes the proposal is in flight. */
  busy: boolean;
  /** The last call's failure, until the next call starts. */
  failure: CallFailure | null;
  /** The modal open now. */
  modal: QuoteModal | null;
  /**
   * The payment schedule chosen on the quote page and not saved yet (spec 000 §4.2 saves it on
   * Continue): it outlives every re-rating that still offers it (issue 15 point 3).
   */
  chosenSchedule: string | null;
  /** The choices as last shown on a quote, to tell what a re-rating withdrew. */
  choices: QuoteChoices | null;
  /** Choices the last re-rating no longer offers: the customer is told which and why. */
  withdrawn: WithdrawnChoice[];
  /** Merging the visitor's quotes into the account after sign-in: once per page load. */
  merge: 'idle' | 'merging' | 'done';
}

/** The slice's state before anything has loaded. */
export const initialQuoteState: QuoteState = {
  proposal: null,
  loadStatus: 'idle',
  busy: false,
  failure: null,
  modal: null,
  chosenSchedule: null,
  choices: null,
  withdrawn: [],
  merge: 'idle',
};

/**
 * The proposal as the platform answered it again: the unsaved schedule stays while still offered;
 * a new quote (a re-rating) is compared with the choices shown before, and what it no longer offers
 * is kept for the notice. The same quote answered again (a read, a non-rating save) keeps the notice.
 */
function answered(state: QuoteState, proposal: Proposal) {
  const before = state.choices;
  state.proposal = proposal;
  state.chosenSchedule = unsavedScheduleAfter(state.chosenSchedule, proposal);
  const after = choicesOf(proposal, state.chosenSchedule);
  if (after === null) return;
  if (before !== null && before.quoteId !== after.quoteId) {
    state.withdrawn = withdrawnChoices(before, proposal);
  }
  state.choices = after;
}

const changing = [
  startProposal,
  saveChanges,
  runIdCheck,
  checkAccount,
  setAutoRenewal,
  confirmProposal,
] as const;

/** The quote journey's slice (action types `quote/...`). */
export const quoteSlice = createSlice({
  name: 'quote',
  initialState: initialQuoteState,
  reducers: {
    /** The customer picked a payment schedule on the quote page (saved on Continue). */
    scheduleChosen(state, action: PayloadAction<string>) {
      state.chosenSchedule = action.payload;
      if (state.choices) state.choices.schedule = action.payload;
    },
    /** The open modal was closed. */
    modalClosed(state) {
      state.modal = null;
    },
    /** The platform answered the proposal outside a thunk (a bind, a poll after payment). */
    proposalReplaced(state, action: PayloadAction<Proposal>) {
      if (state.proposal?.proposalCode !== action.payload.proposalCode) return;
      answered(state, action.payload);
      state.loadStatus = 'ready';
    },
    /** The failure message was read (or the user moved on). */
    failureCleared(state) {
      state.failure = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadProposal.pending, (state, action) => {
        // Reloading the same proposal keeps it on screen; another one replaces it.
        if (state.proposal?.proposalCode !== action.meta.arg) {
          state.proposal = null;
          state.chosenSchedule = null;
          state.choices = null;
          state.withdrawn = [];
          state.modal = null;
        }
        state.loadStatus = 'loading';
        state.failure = null;
      })
      .addCase(loadProposal.fulfilled, (state, action) => {
        answered(state, action.payload);
        state.loadStatus = 'ready';
      })
      .addCase(loadProposal.rejected, (state, action) => {
        state.loadStatus = 'failed';
        state.failure = action.payload ?? { kind: 'UNEXPECTED' };
      })
      .addCase(startProposal.fulfilled, (state, action) => {
        state.proposal = action.payload;
        state.loadStatus = 'ready';
        state.chosenSchedule = null;
        state.choices = choicesOf(action.payload, null);
        state.withdrawn = [];
      })
      .addCase(mergeAnonymousProposals.pending, (state) => {
        state.merge = 'merging';
      })
      .addCase(mergeAnonymousProposals.fulfilled, (state, action) => {
        state.merge = 'done';
        // A merged proposal on screen now belongs to the account: read it again as such.
        if (state.proposal && action.payload.merged.includes(state.proposal.proposalCode)) {
          state.proposal = null;
          state.loadStatus = 'idle';
        }
      })
      .addCase(mergeAnonymousProposals.rejected, (state) => {
        state.merge = 'done';
      })
      .addCase(runIdCheck.fulfilled, (state, action) => {
        if (!action.payload.isClear) state.modal = { kind: 'idCheckFailed' };
      })
      .addCase(checkAccount.fulfilled, (state, action) => {
        if (action.payload.validationStatus === 'CONFLICT')
          state.modal = { kind: 'accountConflict' };
      })
      .addCase(confirmProposal.fulfilled, (state, action) => {
        if (action.payload.kind === 'verificationFailed') {
          state.modal = { kind: 'verificationFailed', checks: action.payload.checks };
        } else if (action.payload.kind === 'outstandingBalance') {
          state.modal = {
            kind: 'outstandingBalance',
            outstandingAmount: action.payload.outstandingAmount,
          };
        } else {
          answered(state, action.payload.proposal);
        }
      })
      .addMatcher(isAnyOf(saveChanges.fulfilled, setAutoRenewal.fulfilled), (state, action) => {
        // Not a reset of the unsaved schedule: changing the excess or a cover keeps it (point 3).
        answered(state, action.payload);
      })
      .addMatcher(isAnyOf(...changing.map((call) => call.pending)), (state) => {
        state.busy = true;
        state.failure = null;
      })
      .addMatcher(isAnyOf(...changing.map((call) => call.fulfilled)), (state) => {
        state.busy = false;
      })
      .addMatcher(isAnyOf(...changing.map((call) => call.rejected)), (state, action) => {
        state.busy = false;
        state.failure = action.payload ?? { kind: 'UNEXPECTED' };
      });
  },
});

export const { scheduleChosen, modalClosed, failureCleared, proposalReplaced } = quoteSlice.actions;

/** The root state's shape as far as this slice is concerned. */
export interface WithQuote {
  quote: QuoteState;
}

/** The proposal on screen. */
export const selectProposal = (state: WithQuote) => state.quote.proposal;
/** Whether the proposal of the URL is loading, loaded or failed. */
export const selectLoadStatus = (state: WithQuote) => state.quote.loadStatus;
/** A call that changes the proposal is in flight. */
export const selectBusy = (state: WithQuote) => state.quote.busy;
/** The last call's failure. */
export const selectFailure = (state: WithQuote) => state.quote.failure;
/** The open modal. */
export const selectModal = (state: WithQuote) => state.quote.modal;
/** The payment schedule shown: the one chosen and unsaved, else the quote's active one. */
export const selectShownSchedule = (state: WithQuote) => {
  const schedules = state.quote.proposal?.quote?.availablePaymentSchedules ?? [];
  const wanted = state.quote.chosenSchedule;
  return (
    (wanted ? schedules.find((schedule) => schedule.type === wanted) : undefined) ??
    schedules.find((schedule) => schedule.active) ??
    schedules[0] ??
    null
  );
};
/** Where merging the visitor's quotes into the account has got to. */
export const selectMergeStatus = (state: WithQuote) => state.quote.merge;
/** The schedule chosen on the quote page and not saved yet. */
export const selectChosenSchedule = (state: WithQuote) => state.quote.chosenSchedule;
/** The choices the last re-rating no longer offers, each with why. */
export const selectWithdrawnChoices = (state: WithQuote) => state.quote.withdrawn;

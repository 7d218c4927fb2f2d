import type { CallFailure } from '../shared/call-failure';
import { type RetrieveFailure, retrieveQuote } from './retrieveApi';
import {
  failureDismissed,
  initialRetrieveState,
  retrieveLeft,
  retrieveSlice,
  selectRetrieveBusy,
  selectRetrieveFailure,
} from './retrieveSlice';

const { reducer } = retrieveSlice;

// The call's lifecycle as its thunk dispatches it.
const answers = { externalReference: 'Q1', dateOfBirth: '1990-01-01', postcode: 'SW1A 1AA' };
const retrieveStarted = () => retrieveQuote.pending('r', answers);
const retrieveSucceeded = () =>
  retrieveQuote.fulfilled({ productUrlName: 'flex', proposalCode: 'P1' }, 'r', answers);
const retrieveFailed = (failure: CallFailure) =>
  retrieveQuote.rejected(null, 'r', answers, failure);
const FAILURES: Record<RetrieveFailure, CallFailure> = {
  unauthorized: { kind: 'UNAUTHORIZED', status: 401 },
  tooManyAttempts: { kind: 'UNEXPECTED', status: 429 },
  unknown: { kind: 'NETWORK' },
};

describe('retrieveSlice', () => {
  it('is busy from the submit until a failure, and stays busy once retrieved', () => {
    const retrieving = reducer(initialRetrieveState, retrieveStarted());
    expect(selectRetrieveBusy(initialRetrieveState)).toBe(false);
    expect(selectRetrieveBusy(retrieving)).toBe(true);
    expect(selectRetrieveBusy(reducer(retrieving, retrieveSucceeded()))).toBe(true);
    expect(selectRetrieveBusy(reducer(retrieving, retrieveFailed(FAILURES.unknown)))).toBe(false);
  });

  it.each(['unauthorized', 'tooManyAttempts', 'unknown'] as const)(
    'keeps the %s failure until it is dismissed or the form is sent again',
    (failure) => {
      const failed = reducer(
        reducer(initialRetrieveState, retrieveStarted()),
        retrieveFailed(FAILURES[failure]),
      );
      expect(failed.status).toBe('editing');
      expect(selectRetrieveFailure(failed)).toBe(failure);
      expect(reducer(failed, failureDismissed()).failure).toBeNull();
      expect(reducer(failed, retrieveStarted()).failure).toBeNull();
    },
  );

  it('shows nothing for an aborted retrieve, and starts again with the form once left', () => {
    const aborted = retrieveQuote.rejected(new Error('aborted'), 'r', answers);
    aborted.meta.aborted = true;
    const back = reducer(reducer(initialRetrieveState, retrieveStarted()), aborted);
    expect(back).toEqual(initialRetrieveState);
    const retrieved = reducer(
      reducer(initialRetrieveState, retrieveStarted()),
      retrieveSucceeded(),
    );
    expect(reducer(retrieved, retrieveLeft())).toEqual(initialRetrieveState);
  });

  it('names its actions retrieve/...', () => {
    expect(retrieveStarted().type).toBe('retrieve/retrieve/pending');
  });
});

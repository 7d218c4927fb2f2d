import {
  failureDismissed,
  initialRetrieveState,
  retrieveFailed,
  retrieveSlice,
  retrieveStarted,
  retrieveSucceeded,
  selectRetrieveBusy,
} from './retrieveSlice';

const { reducer } = retrieveSlice;

describe('retrieveSlice', () => {
  it('is busy from the submit until a failure, and stays busy once retrieved', () => {
    const retrieving = reducer(initialRetrieveState, retrieveStarted());
    expect(selectRetrieveBusy(initialRetrieveState)).toBe(false);
    expect(selectRetrieveBusy(retrieving)).toBe(true);
    expect(selectRetrieveBusy(reducer(retrieving, retrieveSucceeded()))).toBe(true);
    expect(selectRetrieveBusy(reducer(retrieving, retrieveFailed('unknown')))).toBe(false);
  });

  it.each(['unauthorized', 'tooManyAttempts', 'unknown'] as const)(
    'keeps the %s failure until it is dismissed or the form is sent again',
    (failure) => {
      const failed = reducer(
        reducer(initialRetrieveState, retrieveStarted()),
        retrieveFailed(failure),
      );
      expect(failed).toEqual({ status: 'editing', failure });
      expect(reducer(failed, failureDismissed()).failure).toBeNull();
      expect(reducer(failed, retrieveStarted()).failure).toBeNull();
    },
  );

  it('names its actions retrieve/...', () => {
    expect(retrieveStarted().type).toBe('retrieve/retrieveStarted');
  });
});

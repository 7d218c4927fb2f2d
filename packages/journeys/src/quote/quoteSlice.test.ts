import type { ApiClient } from '@brand/api-client';
import { createJourneyStore } from '../shared/store';
import {
  confirmProposal,
  loadProposal,
  outstandingAmountOf,
  runIdCheck,
  saveChanges,
} from './quoteApi';
import {
  modalClosed,
  proposalReplaced,
  scheduleChosen,
  selectModal,
  selectProposal,
  selectShownSchedule,
  selectWithdrawnChoices,
} from './quoteSlice';

const schedules = [
  { type: 'MONTHLY', active: true, totals: { discounted: 2999 } },
  { type: 'SINGLE_PAYMENT', active: false, totals: { discounted: 30000 } },
];
const proposal = (status = 'QUOTE', extra = {}) => ({
  proposalCode: 'P1',
  status,
  quote: { availablePaymentSchedules: schedules },
  ...extra,
});

/** An API client answering each call by its operationId. */
function fakeApi(answers: Record<string, unknown>) {
  const calls: { operationId: string; body: unknown }[] = [];
  const api: ApiClient = {
    async request<Result>(request: { operationId: string; body?: unknown }) {
      calls.push({ operationId: request.operationId, body: request.body });
      const answer = answers[request.operationId];
      if (answer instanceof Error) throw answer;
      return answer as Result;
    },
  };
  return { api, calls };
}

describe('the quote slice', () => {
  it('keeps the loaded proposal and shows its active schedule until another is chosen', async () => {
    const { api } = fakeApi({ getProposal: proposal() });
    const store = createJourneyStore(api);
    await store.dispatch(loadProposal('P1'));
    expect(selectProposal(store.getState())?.proposalCode).toBe('P1');
    expect(selectShownSchedule(store.getState())?.type).toBe('MONTHLY');
    store.dispatch(scheduleChosen('SINGLE_PAYMENT'));
    expect(selectShownSchedule(store.getState())?.type).toBe('SINGLE_PAYMENT');
  });

  it('keeps the unsaved schedule when a PATCH re-rates the quote (changing the excess)', async () => {
    const { api, calls } = fakeApi({
      getProposal: proposal(),
      updateProposal: proposal('QUOTE', { version: 2 }),
    });
    const store = createJourneyStore(api);
    await store.dispatch(loadProposal('P1'));
    store.dispatch(scheduleChosen('SINGLE_PAYMENT'));
    await store.dispatch(
      saveChanges({
        proposalCode: 'P1',
        changes: [{ path: 'voluntaryExcess', value: 250, attribute: 'voluntaryExcess' }],
      }),
    );
    expect(calls.at(-1)).toEqual({
      operationId: 'updateProposal',
      body: { changes: [{ path: 'voluntaryExcess', value: 250, attribute: 'voluntaryExcess' }] },
    });
    expect(selectProposal(store.getState())).toMatchObject({ version: 2 });
    expect(store.getState().quote.chosenSchedule).toBe('SINGLE_PAYMENT');
    expect(selectShownSchedule(store.getState())?.type).toBe('SINGLE_PAYMENT');
    expect(selectWithdrawnChoices(store.getState())).toEqual([]);
  });

  it('forgets the unsaved schedule once the platform answers it as the active one', async () => {
    const saved = [
      { ...schedules[0], active: false },
      { ...schedules[1], active: true },
    ];
    const { api } = fakeApi({
      getProposal: proposal(),
      updateProposal: proposal('QUOTE', { quote: { availablePaymentSchedules: saved } }),
    });
    const store = createJourneyStore(api);
    await store.dispatch(loadProposal('P1'));
    store.dispatch(scheduleChosen('SINGLE_PAYMENT'));
    await store.dispatch(
      saveChanges({
        proposalCode: 'P1',
        changes: [{ path: 'paymentSchedule', value: 'SINGLE_PAYMENT' }],
      }),
    );
    expect(store.getState().quote.chosenSchedule).toBeNull();
    expect(selectShownSchedule(store.getState())?.type).toBe('SINGLE_PAYMENT');
  });

  it('tells which choices a re-rating no longer offers, and why', async () => {
    const quoted = (quoteId: string, covers: { code: string; selected: boolean }[], ncd: number) =>
      proposal('QUOTE', {
        data: { vehicle: { noClaimsDiscount: ncd } },
        quote: { quoteId, availablePaymentSchedules: schedules, coverOptions: covers },
      });
    const { api } = fakeApi({
      getProposal: quoted(
        'Q1',
        [
          { code: 'ncb_protection', selected: true },
          { code: 'legal_expenses', selected: true },
        ],
        5,
      ),
      updateProposal: quoted('Q2', [{ code: 'legal_expenses', selected: true }], 2),
    });
    const store = createJourneyStore(api);
    await store.dispatch(loadProposal('P1'));
    store.dispatch(scheduleChosen('SINGLE_PAYMENT'));
    await store.dispatch(
      saveChanges({
        proposalCode: 'P1',
        changes: [{ path: 'vehicle.noClaimsDiscount', value: 2 }],
        applyRating: true,
      }),
    );
    expect(selectWithdrawnChoices(store.getState())).toEqual([
      {
        kind: 'cover',
        code: 'ncb_protection',
        reasonKey: 'addOns.unavailable.ncbProtection',
        params: { minYears: 4, years: 2 },
      },
    ]);
    expect(selectShownSchedule(store.getState())?.type).toBe('SINGLE_PAYMENT');
    // Another proposal starts with nothing to tell.
    await store.dispatch(loadProposal('P2'));
    expect(selectWithdrawnChoices(store.getState())).toEqual([]);
  });

  it('opens the ID-check-failed modal when the check is not clear, and closes it', async () => {
    const { api } = fakeApi({ idCheckProposal: { isClear: false, checks: [] } });
    const store = createJourneyStore(api);
    await store.dispatch(runIdCheck('P1'));
    expect(selectModal(store.getState())).toEqual({ kind: 'idCheckFailed' });
    store.dispatch(modalClosed());
    expect(selectModal(store.getState())).toBeNull();
  });

  it('confirms: a failed verification opens its modal and binds nothing', async () => {
    const checks = [{ check: 'sanctions', result: 'CONSIDER' }];
    const { api, calls } = fakeApi({ verifyProposal: { isClear: false, checks } });
    const store = createJourneyStore(api);
    await store.dispatch(confirmProposal({ proposalCode: 'P1', nothingToPay: true }));
    expect(selectModal(store.getState())).toEqual({ kind: 'verificationFailed', checks });
    expect(calls.map((call) => call.operationId)).toEqual(['verifyProposal']);
  });

  it('confirms with nothing to pay: verify, create the account, bind; the policy is kept', async () => {
    const { api, calls } = fakeApi({
      verifyProposal: { isClear: true, checks: [] },
      createProposalAccount: { customerId: 'c1', accountRegistered: false },
      bindProposal: proposal('POLICY'),
    });
    const store = createJourneyStore(api);
    const result = await store.dispatch(
      confirmProposal({ proposalCode: 'P1', nothingToPay: true }),
    );
    expect(calls.map((call) => call.operationId)).toEqual([
      'verifyProposal',
      'createProposalAccount',
      'createCustomerAccount',
      'bindProposal',
    ]);
    expect(result.payload).toMatchObject({ kind: 'bound' });
    expect(selectProposal(store.getState())?.status).toBe('POLICY');
  });

  it('confirms with a payment due: no bind, the payment step comes next', async () => {
    const { api, calls } = fakeApi({
      verifyProposal: { isClear: true, checks: [] },
      createProposalAccount: { customerId: 'c1', accountRegistered: false },
      getProposal: proposal(),
    });
    const store = createJourneyStore(api);
    const result = await store.dispatch(
      confirmProposal({ proposalCode: 'P1', nothingToPay: false }),
    );
    expect(result.payload).toMatchObject({ kind: 'payment' });
    expect(calls.map((call) => call.operationId)).not.toContain('bindProposal');
  });

  it('confirms: a 402 from the customer account opens the outstanding-balance modal, binding nothing', async () => {
    const { ApiClientError } = await import('@brand/api-client');
    const owing = new ApiClientError({
      kind: 'UNEXPECTED',
      operationId: 'createCustomerAccount',
      status: 402,
      problem: {
        type: 'urn:brand:problem:payment-required',
        title: 'A payment is needed first.',
        status: 402,
        code: 'customerAccount.outstandingBalance',
        outstandingAmount: 4999,
      } as never,
    });
    const { api, calls } = fakeApi({
      verifyProposal: { isClear: true, checks: [] },
      createProposalAccount: { customerId: 'c1', accountRegistered: true },
      createCustomerAccount: owing,
    });
    const store = createJourneyStore(api);
    await store.dispatch(confirmProposal({ proposalCode: 'P1', nothingToPay: true }));
    expect(selectModal(store.getState())).toEqual({
      kind: 'outstandingBalance',
      outstandingAmount: 4999,
    });
    expect(calls.at(-1)).toEqual({
      operationId: 'createCustomerAccount',
      body: { proposalCode: 'P1' },
    });
    expect(store.getState().quote.failure).toBeNull();
  });

  it('confirms: any other refusal of the customer account is a failure', async () => {
    const { ApiClientError } = await import('@brand/api-client');
    const refused = new ApiClientError({
      kind: 'UNEXPECTED',
      operationId: 'createCustomerAccount',
      status: 500,
    });
    const { api, calls } = fakeApi({
      verifyProposal: { isClear: true, checks: [] },
      createProposalAccount: { customerId: 'c1', accountRegistered: true },
      createCustomerAccount: refused,
    });
    const store = createJourneyStore(api);
    await store.dispatch(confirmProposal({ proposalCode: 'P1', nothingToPay: true }));
    expect(store.getState().quote.failure).toMatchObject({ status: 500 });
    expect(selectModal(store.getState())).toBeNull();
    expect(calls.map((call) => call.operationId)).not.toContain('bindProposal');
  });

  it.each([
    ['a whole number of pence', 4999, 4999],
    ['no amount', undefined, null],
    ['a fraction', 49.5, null],
    ['a text', '4999', null],
    ['nothing owed', 0, null],
  ])('reads the amount a 402 names: %s', (_name, outstandingAmount, expected) => {
    const problem = { type: 'x', title: 'x', status: 402, outstandingAmount } as never;
    expect(outstandingAmountOf({ problem })).toBe(expected);
  });

  it('keeps a failed call as the failure, with the platform’s field errors', async () => {
    const { ApiClientError } = await import('@brand/api-client');
    const refused = new ApiClientError({
      kind: 'UNEXPECTED',
      operationId: 'updateProposal',
      status: 422,
      problem: {
        type: 'x',
        title: 'Invalid',
        status: 422,
        errors: [{ path: 'startDate', message: 'validation.required', text: 'Answer this' }],
      } as never,
    });
    const store = createJourneyStore(fakeApi({ updateProposal: refused }).api);
    await store.dispatch(saveChanges({ proposalCode: 'P1', changes: [] }));
    expect(store.getState().quote.failure).toMatchObject({
      status: 422,
      fields: [{ path: 'startDate', text: 'Answer this' }],
    });
    expect(store.getState().quote.busy).toBe(false);
  });

  it('takes a proposal answered outside a thunk (the policy after payment), only for the one on screen', async () => {
    const { api } = fakeApi({ getProposal: proposal() });
    const store = createJourneyStore(api);
    await store.dispatch(loadProposal('P1'));
    store.dispatch(proposalReplaced(proposal('POLICY', { proposalCode: 'P2' }) as never));
    expect(selectProposal(store.getState())?.status).toBe('QUOTE');
    store.dispatch(proposalReplaced(proposal('POLICY') as never));
    expect(selectProposal(store.getState())?.status).toBe('POLICY');
  });
});

// The purchase success page asks for feedback (spec 001 §5): 2000 ms after the success content
// shows, once per policy, never on the Direct Debit step before it and never to an agent; the
// prompt takes focus, gives it back on close, and leaves the page's own buttons working.
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { agentToken } from '../../shared/phone-payment-test-data';
import { JourneyStoreProvider } from '../../shared/store';
import type { Proposal } from '../quoteApi';
import { ProposalScreen } from './ProposalScreen';
import { type Answer, fakePlatform, newProposal } from './proposal-screen-test-kit';

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane.customer@brand.example' };
const AGENT = { sub: 'agent_1', name: 'Alex Agent', email: 'agent@brand.example' };
const PROMPT = 'How was buying your policy?';

const bought = () =>
  newProposal({
    status: 'POLICY',
    policyNumber: 'POL-7',
    policyId: 'PL7',
    startAt: null,
    data: { policyholder: { email: 'jane.customer@brand.example' } },
  } as Partial<Proposal>);

const method = (paymentMethodId: string, type: string, extra: object = {}) => ({
  paymentMethodId,
  type,
  mandateStatus: null,
  mandateId: null,
  bankName: null,
  accountNumberEnding: null,
  cardBrand: null,
  cardLast4: null,
  cardExpiryMonth: null,
  cardExpiryYear: null,
  ...extra,
});
const DEPOSIT_CARD = method('PM1', 'CARD', { cardBrand: 'visa', cardLast4: '4242' });
const MANDATE = method('PM2', 'BACS_DEBIT', {
  mandateStatus: 'ACTIVE',
  mandateId: 'MD1',
  bankName: 'BARCLAYS BANK PLC',
  accountNumberEnding: '11',
});

/** The platform of a bought flex policy whose account holds `methods`. */
function platform(methods: object[], more: Record<string, Answer> = {}) {
  return fakePlatform({
    'GET /api/proposals/P1': { status: 200, body: bought() },
    'POST /api/customerAccounts': { status: 200, body: { accountId: 'ACC1' } },
    'GET /api/customerAccounts/ACC1/paymentMethods': { status: 200, body: methods },
    'POST /api/insights/feedback': { status: 201, body: { recorded: true } },
    ...more,
  });
}

/** The proposal screen of P1 as a customer (or an agent acting for one), on fake timers. */
function renderSuccess(as: 'customer' | 'agent' = 'customer') {
  const rendered = renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/flex/proposal/:proposalCode/*" element={<ProposalScreen />} />
      </Routes>
    </JourneyStoreProvider>,
    as === 'agent'
      ? {
          client: fakeAuthClient(AGENT, agentToken()),
          route: '/flex/proposal/P1',
          impersonatedUserId: 'user_1',
        }
      : { client: fakeAuthClient(JANE), route: '/flex/proposal/P1' },
  );
  // The renderer's own user-event would wait on real time the fake clock never gives it.
  return { ...rendered, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  sessionStorage.clear();
});

describe('the feedback prompt on the purchase success page', () => {
  it('opens 2000 ms after the success content, takes focus, and closes back to the page', async () => {
    const calls = platform([MANDATE, DEPOSIT_CARD]);
    const { user, unmount } = renderSuccess();
    const heading = await screen.findByRole('heading', { level: 1, name: 'You’re covered' });
    await wait(1900);
    expect(screen.queryByRole('dialog')).toBeNull();
    await wait(200);
    const dialog = screen.getByRole('dialog', { name: PROMPT });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(heading).toHaveFocus();
    expect(calls.filter((call) => call.path === '/api/insights/feedback')).toEqual([]);
    // The page's own button works once the prompt is gone.
    await user.click(screen.getByRole('button', { name: 'Go to my dashboard' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    unmount();

    // A reload of the success page does not ask again.
    platform([MANDATE, DEPOSIT_CARD]);
    renderSuccess();
    await screen.findByRole('heading', { level: 1, name: 'You’re covered' });
    await wait(5000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the rating and comment for the bought policy once, then thanks', async () => {
    const calls = platform([MANDATE, DEPOSIT_CARD]);
    const { user } = renderSuccess();
    await screen.findByRole('heading', { level: 1, name: 'You’re covered' });
    await wait(2000);
    const dialog = screen.getByRole('dialog', { name: PROMPT });
    await user.click(within(dialog).getByRole('radio', { name: '8' }));
    await user.type(within(dialog).getByRole('textbox'), 'Quick and clear');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you for your feedback' });
    expect(calls.filter((call) => call.path === '/api/insights/feedback')).toEqual([
      {
        method: 'POST',
        path: '/api/insights/feedback',
        body: {
          type: 'purchase',
          rating: 8,
          comment: 'Quick and clear',
          tags: { policyId: 'PL7' },
        },
      },
    ]);
    await user.click(within(thanks).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to my dashboard' })).toBeEnabled();
  });

  it('waits while DUAL asks for the Direct Debit: no prompt on that step', async () => {
    platform([DEPOSIT_CARD]);
    renderSuccess();
    await screen.findByRole('heading', { level: 1, name: 'Set up your Direct Debit' });
    await wait(5000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never asks an agent acting for the customer', async () => {
    const calls = platform([]);
    renderSuccess('agent');
    await screen.findByRole('heading', { level: 1, name: 'You’re covered' });
    await wait(5000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.path === '/api/insights/feedback')).toBe(false);
  });
});

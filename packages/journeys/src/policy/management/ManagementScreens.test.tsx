import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { FEATURE_TOGGLE_SETTINGS } from '@brand/config';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { type Answer, fakePlatform } from '../../shared/fake-platform';
import { agentToken } from '../../shared/phone-payment-test-data';
import { browserLocation } from '../../shared/redirect';
import { JourneyStoreProvider } from '../../shared/store';
import { PolicyScreen } from '../PolicyScreen';
import { policyOf, policyQuote } from '../policy-test-data';
import { adjustmentOf } from './management-test-data';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  sessionStorage.clear();
  jest.restoreAllMocks();
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };
const AGENT = { sub: 'agent_1', name: 'Alex Agent', email: 'alex@brand.example' };

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

function renderAt(route: string, agent = false) {
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/flex/policy/:policyId/*" element={<PolicyScreen product="flex" />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
      <Where />
    </JourneyStoreProvider>,
    agent
      ? { client: fakeAuthClient(AGENT, agentToken()), route, impersonatedUserId: 'user_1' }
      : { client: fakeAuthClient(JANE), route },
  );
}

const address = () => screen.getByRole('status', { name: 'Address' });

function platform(
  routes: Record<string, Answer | ((body: unknown) => Answer)> = {},
  policy = policyOf(),
) {
  return fakePlatform({
    'GET /api/policies/PL1': { status: 200, body: policy },
    ...routes,
  });
}

describe('changing a policy', () => {
  it('lists the sections a customer may open on a live policy, and the excess', async () => {
    platform();
    renderAt('/flex/policy/PL1/management');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change your policy' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change your address' })).toHaveAttribute(
      'href',
      '/flex/policy/PL1/management/section/address',
    );
    // The start date changes only before the policy starts.
    expect(screen.queryByRole('link', { name: 'Change start date' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Change your voluntary excess' })).toHaveAttribute(
      'href',
      '/flex/policy/PL1/excess',
    );
  });

  it('with the policyManagement toggle off, offers no change link and sends a typed change address to the details tab', async () => {
    jest.replaceProperty(FEATURE_TOGGLE_SETTINGS, 'policyManagement', false);
    platform();
    for (const typed of [
      '/flex/policy/PL1/management',
      '/flex/policy/PL1/management/section/address',
      '/flex/policy/PL1/excess',
      '/flex/policy/PL1/add-ons/review/ADJ1',
    ]) {
      const { unmount } = renderAt(typed);
      const details = await screen.findByRole('region', { name: 'Your details' });
      expect(address()).toHaveTextContent('/flex/policy/PL1/details');
      expect(screen.queryByRole('heading', { level: 1, name: /Change your/ })).toBeNull();
      // Neither the answers' edit links nor the add-ons' and excess's change links.
      expect(within(details).queryAllByRole('link')).toEqual([]);
      const changeLinks = screen
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => /\/(management|excess|add-ons)(\/|$)/.test(href));
      expect(changeLinks).toEqual([]);
      unmount();
    }
  });

  it('blocks changes in the renewal window and points to chat', async () => {
    const renewing = policyOf({ renewalProposal: { proposalCode: 'R1' } as never });
    platform({}, renewing);
    renderAt('/flex/policy/PL1/management/section/address');
    expect(await screen.findByText('Your policy is being renewed.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('lowers the excess, reviews the lower price and credit, and confirms it once', async () => {
    let stored = adjustmentOf();
    const calls = platform({
      'POST /api/policyAdjustments': () => ({ status: 200, body: stored }),
      'GET /api/policyAdjustments/ADJ1': () => ({ status: 200, body: stored }),
      'POST /api/policyAdjustments/ADJ1/commit': () => {
        stored = { ...stored, confirmed: true };
        return { status: 200, body: stored };
      },
    });
    const { user } = renderAt('/flex/policy/PL1/excess');
    await screen.findByRole('heading', { level: 1, name: 'Change your voluntary excess' });
    expect(screen.getByText('Your voluntary excess is £100.00.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '£200.00' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 1, name: 'Check your changes' });
    expect(address()).toHaveTextContent('/flex/policy/PL1/excess/adjustment/ADJ1');
    const create = calls.find(
      (call) => call.method === 'POST' && call.path === '/api/policyAdjustments',
    );
    expect(create?.body).toEqual({
      adjustmentType: 'MTA',
      policyId: 'PL1',
      changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess: 200 }],
    });
    // Old and new side by side: the row's header and each cell's column name what it is.
    const changes = screen.getByRole('table', { name: 'What’s changing' });
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Change', 'Was', 'Now']);
    const excessRow = within(changes).getByRole('row', { name: /Voluntary excess/ });
    expect(within(excessRow).getByRole('rowheader')).toHaveTextContent('Voluntary excess');
    expect(
      within(excessRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Was: £100.00', 'Now: £200.00']);
    const price = screen.getByRole('region', { name: 'Your price' });
    expect(within(price).getByText('£54.17')).toBeVisible();
    expect(within(price).getByText('£50.00')).toBeVisible();
    expect(
      within(price).getByText('Your new monthly price starts from your next statement.'),
    ).toBeVisible();
    // The part-month credit the next statement carries, to the penny (adjustmentOf: -1200).
    expect(
      within(price).getByText(
        'Your next statement also includes a credit of £12.00 for the rest of this month.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirm changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your policy has been updated' }),
    ).toBeVisible();
    expect(address()).toHaveTextContent('/flex/policy/PL1/excess/adjustment/ADJ1/result');
    expect(calls.filter((call) => call.path === '/api/policyAdjustments/ADJ1/commit')).toHaveLength(
      1,
    );
  });

  it('asks for the agreement before a referred change is confirmed, then goes home', async () => {
    const quote = { ...policyQuote(), ratingStatus: 'REFERRAL' as const };
    const referred = adjustmentOf({
      updatedPolicyVersions: [{ quote, startedAt: '2026-06-01T09:00:00.000Z' }],
    });
    platform({
      'GET /api/policyAdjustments/ADJ1': { status: 200, body: referred },
      'POST /api/policyAdjustments/ADJ1/commit': {
        status: 200,
        body: { ...referred, confirmed: true },
      },
    });
    const { user } = renderAt('/flex/policy/PL1/management/section/address/adjustment/ADJ1');
    await screen.findByRole('heading', { level: 1, name: 'We need to look at this change' });
    // A change that ends the policy has no price: the page says what happens to what was paid.
    expect(screen.queryByRole('heading', { name: 'Your price' })).toBeNull();
    expect(screen.queryByText('There is nothing to pay now.')).toBeNull();
    expect(screen.getByRole('region', { name: 'What happens to your money' })).toHaveTextContent(
      /We will refund what you have paid for cover after your policy ends/,
    );
    const confirm = screen.getByRole('button', { name: 'Confirm and end my policy' });
    expect(confirm).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I understand that confirming this change ends my policy now.',
      }),
    );
    await user.click(confirm);
    await waitFor(() => expect(address()).toHaveTextContent(/^\/$/));
  });

  it('shows the invalid-state page when an earlier version was referred', async () => {
    const referredQuote = { ...policyQuote(), ratingStatus: 'REFERRAL' as const };
    const invalid = adjustmentOf({
      updatedPolicyVersions: [
        { quote: referredQuote, startedAt: '2026-06-01T09:00:00.000Z' },
        { quote: policyQuote(), startedAt: '2026-06-02T09:00:00.000Z' },
      ],
    });
    platform({ 'GET /api/policyAdjustments/ADJ1': { status: 200, body: invalid } });
    renderAt('/flex/policy/PL1/excess/adjustment/ADJ1');
    expect(await screen.findByText('We can’t make this change online.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm changes' })).toBeNull();
  });

  it('offers to start again when the change is gone by the time it is confirmed', async () => {
    platform({
      'GET /api/policyAdjustments/ADJ1': { status: 200, body: adjustmentOf() },
      'POST /api/policyAdjustments/ADJ1/commit': {
        status: 409,
        body: { title: 'Gone', status: 409, code: 'adjustment.gone' },
      },
    });
    const { user } = renderAt('/flex/policy/PL1/excess/adjustment/ADJ1');
    await user.click(await screen.findByRole('button', { name: 'Confirm changes' }));
    const modal = await screen.findByRole('dialog', { name: 'This change has expired.' });
    await user.click(within(modal).getByRole('button', { name: 'Discard and start again' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/flex\/policy\/PL1\/excess$/));
  });

  it('sends a confirmed or missing adjustment’s review to the policy page', async () => {
    platform({
      'GET /api/policyAdjustments/ADJ1': { status: 200, body: adjustmentOf({ confirmed: true }) },
    });
    renderAt('/flex/policy/PL1/excess/adjustment/ADJ1');
    await waitFor(() => expect(address()).toHaveTextContent(/^\/flex\/policy\/PL1\/[a-z]+$/));
  });

  it('lets an agent choose when the change takes effect', async () => {
    const created = adjustmentOf();
    const calls = platform({
      'POST /api/policyAdjustments': { status: 200, body: created },
      'GET /api/policyAdjustments/ADJ1': { status: 200, body: created },
    });
    const { user } = renderAt('/flex/policy/PL1/excess', true);
    await user.click(await screen.findByRole('radio', { name: '£300.00' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const modal = await screen.findByRole('dialog', {
      name: 'When should this change take effect?',
    });
    await user.click(within(modal).getByRole('radio', { name: 'From the policy start date' }));
    await user.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your changes' });
    const create = calls.find(
      (call) => call.method === 'POST' && call.path === '/api/policyAdjustments',
    );
    expect(create?.body).toMatchObject({
      changes: [{ type: 'SELECT_VOLUNTARY_EXCESS', excess: 300 }],
      effectiveAt: expect.stringMatching(/^2026-03-10T10:00:00/),
    });
  });

  it('sends a customer to the card checkout for an amount due on a single payment', async () => {
    const quote = policyQuote();
    const version = policyOf().currentPolicyVersion;
    const single = policyOf({
      productUrlName: 'flex',
      currentPolicyVersion: version && {
        ...version,
        quote: {
          ...quote,
          availablePaymentSchedules: quote.availablePaymentSchedules.map((schedule) => ({
            ...schedule,
            type: 'SINGLE_PAYMENT' as const,
          })),
        },
      },
    });
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const calls = platform(
      {
        'GET /api/policyAdjustments/ADJ1': {
          status: 200,
          body: adjustmentOf({ amountDue: 2450, prorataPremium: 2450 }),
        },
        'POST /api/stripe/checkout/mta/ADJ1': {
          status: 200,
          body: { url: 'https://sandbox.example/card/1' },
        },
      },
      single,
    );
    const { user } = renderAt('/flex/policy/PL1/management/section/address/adjustment/ADJ1');
    expect(await screen.findByText('To pay now: £24.50')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm changes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay £24.50 by card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.example/card/1'));
    const checkout = calls.find((call) => call.path === '/api/stripe/checkout/mta/ADJ1');
    expect(checkout?.body).toEqual({
      successUrl:
        'http://localhost/flex/policy/PL1/management/section/address/adjustment/ADJ1/result',
      cancelUrl: 'http://localhost/flex/policy/PL1/management/section/address/adjustment/ADJ1',
      saveCard: false,
    });
    expect(calls.some((call) => call.path.endsWith('/commit'))).toBe(false);
    assign.mockRestore();
  });

  it('takes an agent’s amount due by phone with a pasted token, then shows the result', async () => {
    const quote = policyQuote();
    const version = policyOf().currentPolicyVersion;
    const single = policyOf({
      currentPolicyVersion: version && {
        ...version,
        quote: {
          ...quote,
          availablePaymentSchedules: quote.availablePaymentSchedules.map((schedule) => ({
            ...schedule,
            type: 'SINGLE_PAYMENT' as const,
          })),
        },
      },
    });
    let stored = adjustmentOf({ amountDue: 2450, prorataPremium: 2450 });
    const calls = platform(
      {
        'GET /api/policyAdjustments/ADJ1': () => ({ status: 200, body: stored }),
        'POST /api/stripe/moto/checkout/mta/ADJ1': () => {
          stored = { ...stored, confirmed: true, status: 'CONFIRMED' };
          return { status: 200, body: { paymentId: 'PAY1', status: 'succeeded' } };
        },
      },
      single,
    );
    const { user } = renderAt('/flex/policy/PL1/excess/adjustment/ADJ1', true);
    const form = await screen.findByRole('region', { name: 'Take a card payment by phone' });
    await user.type(await within(form).findByLabelText(/^Card token/), 'tok_visa');
    await user.click(within(form).getByRole('button', { name: 'Take payment of £24.50' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your policy has been updated' }),
    ).toBeVisible();
    const payment = calls.find((call) => call.path === '/api/stripe/moto/checkout/mta/ADJ1');
    expect(payment?.body).toMatchObject({ token: 'tok_visa' });
    expect(calls.some((call) => call.path.endsWith('/commit'))).toBe(false);
    // No feedback prompt for an agent.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds an add-on and reviews it under add-ons/review', async () => {
    const created = adjustmentOf({ changes: [{ type: 'ADD_COVER', coverCode: 'excess_assist' }] });
    const calls = platform({
      'POST /api/policyAdjustments': { status: 200, body: created },
      'GET /api/policyAdjustments/ADJ1': { status: 200, body: created },
    });
    const { user } = renderAt('/flex/policy/PL1/add-ons');
    await screen.findByRole('heading', { level: 1, name: 'Change your add-ons' });
    const legal = screen.getByRole('checkbox', { name: /legal/i });
    expect(legal).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /excess/i }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your changes' });
    expect(address()).toHaveTextContent('/flex/policy/PL1/add-ons/review/ADJ1');
    const create = calls.find(
      (call) => call.method === 'POST' && call.path === '/api/policyAdjustments',
    );
    expect(create?.body).toMatchObject({
      changes: [{ type: 'ADD_COVER', coverCode: 'excess_assist' }],
    });
    const row = within(screen.getByRole('table', { name: 'What’s changing' })).getByRole('row', {
      name: /excess/i,
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Was: Not included', 'Now: Included']);
  });
});

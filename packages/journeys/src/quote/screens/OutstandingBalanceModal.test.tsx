import { screen, within } from '@testing-library/react';
import { type Answer, fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const SUMMARY = '/flex/proposal/P1/summary';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The platform's 402 to POST /customerAccounts while another policy owes money. */
const owing = (outstandingAmount?: number): Answer => ({
  status: 402,
  body: {
    type: 'urn:brand:problem:payment-required',
    title: 'A payment is needed first.',
    status: 402,
    code: 'customerAccount.outstandingBalance',
    detail: 'Another policy has an outstanding balance.',
    ...(outstandingAmount === undefined ? {} : { outstandingAmount }),
  },
});

function platform(customerAccount: Answer) {
  return fakePlatform({
    'GET /api/proposals/P1': { status: 200, body: newProposal() },
    'PUT /api/proposals/P1/verify': { status: 200, body: { isClear: true, checks: [] } },
    'POST /api/proposals/P1/account': {
      status: 201,
      body: { customerId: 'C1', accountRegistered: true },
    },
    'POST /api/customerAccounts': customerAccount,
  });
}

async function confirmSummary() {
  const view = renderProposal(SUMMARY);
  const terms = await screen.findByRole('group', {
    name: /Please confirm each of these to continue/,
  });
  for (const box of within(terms).getAllByRole('checkbox')) await view.user.click(box);
  await view.user.click(screen.getByRole('button', { name: 'Confirm and continue to payment' }));
  return view;
}

describe('the outstanding-balance modal at summary confirm', () => {
  it('says what is owed elsewhere and that it blocks this policy, and binds nothing', async () => {
    const calls = platform(owing(12540));
    await confirmSummary();
    const dialog = await screen.findByRole('dialog', { name: 'You have an outstanding balance.' });
    expect(dialog).toHaveTextContent(
      'You owe £125.40 on another policy. Please pay it before this policy can start.',
    );
    expect(dialog).toHaveTextContent('You can pay it now by card from your dashboard.');
    expect(calls.find((call) => call.path === '/api/customerAccounts')?.body).toEqual({
      proposalCode: 'P1',
    });
    expect(calls.some((call) => call.path.endsWith('/bind'))).toBe(false);
    // The summary stays behind the modal (inert while it is open).
    expect(
      screen.getByRole('heading', { level: 1, name: 'Check your details', hidden: true }),
    ).toBeInTheDocument();
  });

  it('goes home on confirm, where the balance can be paid', async () => {
    platform(owing(12540));
    const { user } = await confirmSummary();
    const dialog = await screen.findByRole('dialog', { name: 'You have an outstanding balance.' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to my dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes back to the summary, and still blocks without an amount', async () => {
    platform(owing());
    const { user } = await confirmSummary();
    const dialog = await screen.findByRole('dialog', { name: 'You have an outstanding balance.' });
    expect(dialog).toHaveTextContent(
      'You owe money on another policy. Please pay it before this policy can start.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Check your details' })).toBeVisible();
  });

  it('goes on to checkout when the account only waits for the bind (409)', async () => {
    platform({
      status: 409,
      body: { type: 'x', title: 'Conflict', status: 409, code: 'customerAccount.notBound' },
    });
    await confirmSummary();
    expect(
      await screen.findByRole('button', { name: /Pay £54\.17/ }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

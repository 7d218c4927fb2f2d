import { screen } from '@testing-library/react';
import { fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const ACCOUNT_SETUP = '/flex/proposal/P1/account-setup';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('account setup', () => {
  it('fills in the email and phone the disclosure took, and says so', async () => {
    const proposal = newProposal();
    fakePlatform({
      'GET /api/proposals/P1': {
        status: 200,
        body: {
          ...proposal,
          data: {
            ...proposal.data,
            policyholder: { email: 'casey@example.com', phone: '07700900123' },
          },
        },
      },
    });
    renderProposal(ACCOUNT_SETUP);
    expect(
      await screen.findByText(/We have filled in the email address and phone number/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email address/ })).toHaveValue('casey@example.com');
  });

  it('asks without that sentence when the details were not given', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    renderProposal(ACCOUNT_SETUP);
    expect(await screen.findByRole('textbox', { name: /email address/ })).toHaveValue('');
    expect(screen.queryByText(/We have filled in/)).toBeNull();
  });
});

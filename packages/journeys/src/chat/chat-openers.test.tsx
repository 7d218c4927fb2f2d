// Each place the spec sends the customer to chat opens it with what they were doing.
import { ChatActionProvider } from '@brand/app-shell';
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { PaymentFailedPage } from '../checkout/CheckoutPages';
import type { Proposal } from '../quote/quoteApi';
import { ReferralPage } from '../quote/screens/StatusPages';
import { RetrieveScreen } from '../retrieve';
import { Failure } from '../shared/Failure';
import { fakePlatform } from '../shared/fake-platform';
import { JourneyStoreProvider } from '../shared/store';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  sessionStorage.clear();
});

const REFERRED = {
  proposalCode: 'P-REF-1',
  productUrlName: 'flex',
  schemeCode: 'BRAND-FLEX',
  referralReasons: [{ code: 'driver.ban', text: 'A driver has been banned from driving.' }],
} as unknown as Proposal;

function renderWithChat(ui: ReactElement, route = '/') {
  const openChat = jest.fn();
  const rendered = renderShell(
    <JourneyStoreProvider>
      <ChatActionProvider openChat={openChat}>{ui}</ChatActionProvider>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(null), route, anonymousSessions: true },
  );
  return { ...rendered, openChat };
}

describe('the chat openers', () => {
  it('the referral page: the quote and why it was referred', async () => {
    const { user, openChat } = renderWithChat(<ReferralPage proposal={REFERRED} />);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(openChat).toHaveBeenCalledWith({
      proposalId: 'P-REF-1',
      error: expect.stringContaining('A driver has been banned from driving.'),
    });
  });

  it('the payment-failed page: the quote and the failure', async () => {
    const { user, openChat } = renderWithChat(<PaymentFailedPage proposal={REFERRED} />);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(openChat).toHaveBeenCalledWith({
      proposalId: 'P-REF-1',
      error: 'Your payment didn’t go through',
    });
  });

  it('a failed call (the shared failure message): what went wrong', async () => {
    const { user, openChat } = renderWithChat(
      <Failure failure={{ kind: 'UNEXPECTED', status: 500 }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(openChat).toHaveBeenCalledWith({ error: expect.any(String) });
    expect(openChat.mock.calls[0][0].error).not.toBe('');
  });

  it('the retrieve 401 modal: closes and opens the chat with the modal’s words', async () => {
    fakePlatform({
      'POST /api/session': { status: 201, body: { token: 'anon' } },
      'POST /api/session/back-book': { status: 401, body: { title: 'No', status: 401 } },
    });
    const { user, openChat } = renderWithChat(
      <Routes>
        <Route path="/retrieve" element={<RetrieveScreen helpUrl="/help/retrieve" />} />
      </Routes>,
      '/retrieve',
    );
    await user.type(await screen.findByLabelText(/Quote reference/), 'Q-1234');
    const dateOfBirth = screen.getByRole('group', { name: /Date of birth/ });
    await user.type(within(dateOfBirth).getByLabelText('Day'), '27');
    await user.type(within(dateOfBirth).getByLabelText('Month'), '03');
    await user.type(within(dateOfBirth).getByLabelText('Year'), '1985');
    await user.type(screen.getByLabelText(/Postcode/), 'OX4 1HP');
    await user.click(screen.getByRole('button', { name: 'Find my quote' }));
    const modal = await screen.findByRole('dialog', { name: 'We couldn’t find your quote.' });
    await user.click(within(modal).getByRole('button', { name: 'Chat with us' }));
    expect(openChat).toHaveBeenCalledWith({ error: 'We couldn’t find your quote.' });
    expect(
      screen.queryByRole('dialog', { name: 'We couldn’t find your quote.' }),
    ).not.toBeInTheDocument();
  });
});

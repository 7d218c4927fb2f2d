import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { fakeAuthClient } from '../test-support/fake-auth-client';
import { renderShell } from '../test-support/render-shell';
import { AccountNavigationBar } from './AccountNavigationBar';

const jane = { sub: 'user_jane', given_name: 'Jane', family_name: 'Customer' };

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function bar() {
  return (
    <>
      <AccountNavigationBar />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
}

describe('the navigation bar of a signed-in user', () => {
  it("shows the user's initials and signs out from the menu, back to the origin", async () => {
    const client = fakeAuthClient(jane);
    const { user } = renderShell(bar(), { client, route: '/somewhere' });
    // Disabled until the menu's code has loaded (it loads apart from the first page).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'JC Account menu' })).toBeEnabled(),
    );
    screen.getByRole('button', { name: 'JC Account menu' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(client.logout).toHaveBeenCalledWith({ logoutParams: { returnTo: 'http://localhost/' } });
  });

  it('goes to the dashboard and the account from the menu', async () => {
    const { user } = renderShell(bar(), { client: fakeAuthClient(jane), route: '/somewhere' });
    await user.click(await screen.findByRole('button', { name: 'JC Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account' }));
    expect(screen.getByText('at /account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'JC Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dashboard' }));
    expect(screen.getByText('at /')).toBeInTheDocument();
  });
});

describe('the navigation bar of nobody', () => {
  it('offers Sign in once silent sign-in has answered', async () => {
    const client = fakeAuthClient(null);
    const { user } = renderShell(bar(), { client });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/' } });
    expect(screen.getByRole('link', { name: 'MINI Insurance, home' })).toHaveAttribute('href', '/');
  });
});

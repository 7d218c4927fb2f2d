import { fakeAuthClient } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { accessToken, renderAdmin } from '../test-support/render-admin';

const agent = { sub: 'user_agent', given_name: 'Alex', family_name: 'Agent' };
const jane = { sub: 'user_jane', given_name: 'Jane', family_name: 'Customer' };

describe('the Unauthorised page', () => {
  it('is a sign-in page for nobody signed in, coming back to the page asked for', async () => {
    const client = fakeAuthClient(null);
    const { user } = renderAdmin(client, '/impersonate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the agents’ console' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sign in with your work email to find customers and help them.'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    expect(client.loginWithRedirect).toHaveBeenCalledWith({
      appState: { returnTo: '/impersonate' },
    });
  });

  it('refuses a signed-in user without access:impersonate, with no Sign in button', async () => {
    const client = fakeAuthClient(jane, accessToken({ sub: jane.sub, permissions: [] }));
    renderAdmin(client);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You can’t view this page' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'JC Account menu' })).toBeInTheDocument();
  });

  it('refuses a user whose token cannot be had', async () => {
    const client = fakeAuthClient(agent);
    client.getTokenSilently.mockRejectedValue(new Error('network down'));
    renderAdmin(client);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You can’t view this page' }),
    ).toBeInTheDocument();
  });

  it('lets an admin with access:impersonate through to the customer search', async () => {
    const token = accessToken({ sub: agent.sub, permissions: ['access:impersonate'] });
    renderAdmin(fakeAuthClient(agent, token));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a customer' }),
    ).toBeInTheDocument();
  });
});

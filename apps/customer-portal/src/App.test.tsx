import { fakeAuthClient } from '@brand/app-shell/testing';
import { render, screen } from '@testing-library/react';
import { App } from './App';

describe('the customer portal', () => {
  it('starts with silent sign-in and shows the home page of nobody', async () => {
    const client = fakeAuthClient(null);
    render(<App authClient={client} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(client.checkSession).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByText('Powered by the Brand Insurance platform')).toBeInTheDocument();
  });
});

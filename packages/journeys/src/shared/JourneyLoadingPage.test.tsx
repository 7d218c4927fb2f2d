import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen } from '@testing-library/react';
import { JourneyLoadingPage } from './JourneyLoadingPage';

describe('a journey page while it loads', () => {
  it('shows the frame (navigation bar, heading, footer) and a placeholder, not a blank page', async () => {
    renderShell(<JourneyLoadingPage />, { client: fakeAuthClient(null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Just a moment' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('status', { name: 'Loading…' }),
    );
  });
});

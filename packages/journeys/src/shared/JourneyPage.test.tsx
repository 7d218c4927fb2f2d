import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen } from '@testing-library/react';
import { JourneyLoadingPage, JourneyPage } from './JourneyPage';
import { JourneyBannerProvider } from './journey-banner';

const t = (key: string) => key;

describe('a journey page', () => {
  it('shows the app’s bar under the navigation bar, before the page’s heading', async () => {
    renderShell(
      <JourneyBannerProvider
        banner={<section aria-label="Admin view">Acting as user_jane</section>}
      >
        <JourneyPage title="Set up your monthly payments" t={t}>
          <p>Page</p>
        </JourneyPage>
      </JourneyBannerProvider>,
      { client: fakeAuthClient(null) },
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    const bar = screen.getByRole('region', { name: 'Admin view' });
    expect(bar).toHaveTextContent('Acting as user_jane');
    expect(bar.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('main')).not.toContainElement(bar);
  });

  it('shows no bar when the app gives none', async () => {
    renderShell(
      <JourneyPage title="Set up your monthly payments" t={t}>
        <p>Page</p>
      </JourneyPage>,
      { client: fakeAuthClient(null) },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

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

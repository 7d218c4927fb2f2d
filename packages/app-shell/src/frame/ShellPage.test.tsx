import { screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { fakeAuthClient } from '../test-support/fake-auth-client';
import { renderShell } from '../test-support/render-shell';
import { PageBannerProvider } from './page-banner';
import { ShellPage } from './ShellPage';

describe('a page with the app’s bar', () => {
  it('shows the app’s bar under the navigation bar, before the page’s heading', async () => {
    renderShell(
      <PageBannerProvider banner={<section aria-label="Admin view">Acting as user_jane</section>}>
        <ShellPage title="Set up your monthly payments">
          <p>Page</p>
        </ShellPage>
      </PageBannerProvider>,
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
      <ShellPage title="Set up your monthly payments">
        <p>Page</p>
      </ShellPage>,
      { client: fakeAuthClient(null) },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the page’s own bar instead of the app’s one', async () => {
    renderShell(
      <PageBannerProvider banner={<section aria-label="App bar">the app’s</section>}>
        <ShellPage title="Welcome" banner={<section aria-label="Page bar">the page’s</section>}>
          <p>Page</p>
        </ShellPage>
      </PageBannerProvider>,
      { client: fakeAuthClient(null) },
    );
    expect(await screen.findByRole('region', { name: 'Page bar' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'App bar' })).not.toBeInTheDocument();
  });
});

describe('a journey’s page', () => {
  it('reads its step, back link, title and progress list in that order', async () => {
    renderShell(
      <ShellPage
        title="About you"
        caption="Step 2 of 5"
        upLink={{ href: '/flex', text: 'Back to your quote' }}
        sidebar={<p>progress</p>}
        sidebarLabel="Your progress"
      >
        <p>form</p>
      </ShellPage>,
      { client: fakeAuthClient(null) },
    );
    const main = await screen.findByRole('main');
    const heading = within(main).getByRole('heading', { level: 1, name: 'About you' });
    const caption = within(main).getByText('Step 2 of 5');
    const back = within(main).getByRole('link', { name: 'Back to your quote' });
    expect(
      caption.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(back).toHaveAttribute('href', '/flex');
    expect(screen.getByRole('complementary', { name: 'Your progress' })).toHaveTextContent(
      'progress',
    );
  });
});

/** A link-like button to another path under the same page (a journey's next step). */
function Next() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/next')}>
      Next
    </button>
  );
}

describe('focus on a page', () => {
  it('moves to the heading when a journey’s page shows, and on each new path', async () => {
    const { user } = renderShell(
      <ShellPage title="Your car" focusOnNavigation>
        <Next />
      </ShellPage>,
      { client: fakeAuthClient(null), route: '/flex' },
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your car' });
    expect(heading).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading).toHaveFocus();
  });

  it('stays where it was on other pages', async () => {
    renderShell(
      <ShellPage title="Welcome">
        <p>page</p>
      </ShellPage>,
      { client: fakeAuthClient(null) },
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    expect(heading).not.toHaveFocus();
    expect(heading).not.toHaveAttribute('tabindex');
  });
});

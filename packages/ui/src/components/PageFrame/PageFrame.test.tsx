import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import type { RenderLink } from './AppLink';
import { PageFrame } from './PageFrame';

describe('PageFrame up link', () => {
  it('renders the up link with its back text and target only when given', () => {
    const { rerender } = renderWithTheme(<PageFrame title="Billing">Statements</PageFrame>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(
      <PageFrame title="Billing" upLink={{ text: 'Back to your policy', href: '/flex/policy/P1' }}>
        Statements
      </PageFrame>,
    );
    expect(screen.getByRole('link', { name: 'Back to your policy' })).toHaveAttribute(
      'href',
      '/flex/policy/P1',
    );
  });

  it("draws links with the app's renderer", () => {
    const renderLink: RenderLink = ({ href, children, className }) => (
      <a href={`/app${href}`} className={className} data-router-link="">
        {children}
      </a>
    );
    renderWithTheme(
      <PageFrame title="Billing" upLink={{ text: 'Back', href: '/policy' }} renderLink={renderLink}>
        Statements
      </PageFrame>,
    );
    const link = screen.getByRole('link', { name: 'Back' });
    expect(link).toHaveAttribute('href', '/app/policy');
    expect(link).toHaveAttribute('data-router-link');
  });
});

describe('PageFrame headings and landmarks', () => {
  it('gives the title as the one level-1 heading, inside main', () => {
    renderWithTheme(
      <PageFrame title="Your policy" subtitle="Flex subscription">
        <h2>Cover</h2>
      </PageFrame>,
    );
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Your policy');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main).toHaveTextContent('Flex subscription');
  });

  it('puts the sidebar in a named complementary landmark and the footer in contentinfo', () => {
    renderWithTheme(
      <PageFrame
        title="Claims"
        sidebar={<p>Call us</p>}
        sidebarLabel="Contact us"
        footer="Powered by the provider"
      >
        No claims
      </PageFrame>,
    );
    expect(screen.getByRole('complementary', { name: 'Contact us' })).toHaveTextContent('Call us');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Powered by the provider');
  });

  it('offers a skip link to main when there is a header', () => {
    renderWithTheme(
      <PageFrame title="Claims" header={<header>Brand</header>}>
        No claims
      </PageFrame>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });
});

describe('PageFrame help link', () => {
  it('shows the help link, whose click handler may open it in a modal', async () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithTheme(
      <PageFrame title="Your excess" help={{ label: 'Help', href: '/questions/excess', onClick }}>
        Excess
      </PageFrame>,
    );
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help).toHaveAttribute('href', '/questions/excess');
    await user.click(help);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('PageFrame caption', () => {
  it('puts the caption before the heading, outside it', () => {
    renderWithTheme(
      <PageFrame title="About you" caption={<p>Step 3 of 9: About you</p>}>
        Questions
      </PageFrame>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveAccessibleName('About you');
    const caption = screen.getByText('Step 3 of 9: About you');
    expect(
      caption.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

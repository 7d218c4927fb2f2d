import { screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { NavigationBar, type NavigationBarProps } from './NavigationBar';

/** The account button once its menu's code has loaded (it is disabled until then). */
async function accountMenuButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: /account menu/i });
  await waitFor(() => expect(button).toBeEnabled());
  return screen.getByRole('button', { name: /account menu/i });
}

function renderBar(props: Partial<NavigationBarProps> = {}) {
  const handlers = { onDashboard: jest.fn(), onAccount: jest.fn(), onSignOut: jest.fn() };
  const rendered = renderWithTheme(
    <NavigationBar
      logo={<span aria-hidden="true">BRAND</span>}
      homeLabel="Brand insurance, home"
      user={{ firstName: 'Zoë', lastName: 'Smith' }}
      dashboardLabel="Dashboard"
      accountLabel="Account"
      signOutLabel="Sign out"
      {...handlers}
      {...props}
    />,
  );
  return { ...rendered, ...handlers };
}

describe('NavigationBar landmark and links', () => {
  it('is the banner landmark with a labelled logo link home', () => {
    renderBar({ help: { label: 'Help', href: '/questions' } });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brand insurance, home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/questions');
  });
});

describe('NavigationBar account button', () => {
  it("shows the user's initials, at once and once the menu's code has loaded", async () => {
    renderBar();
    expect(screen.getByRole('button', { name: 'ZS Account menu' })).toHaveTextContent('ZS');
    expect(await accountMenuButton()).toHaveTextContent('ZS');
  });

  it("shows '?' for a missing part of the name", async () => {
    renderBar({ user: { firstName: 'Zoë', lastName: null } });
    expect(await accountMenuButton()).toHaveTextContent('Z?');
  });

  it('shows a sign-in button instead when signed out', async () => {
    const onSignIn = jest.fn();
    const { user } = renderBar({ user: null, signInLabel: 'Sign in', onSignIn });
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});

describe('NavigationBar menu', () => {
  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens from the keyboard with %s', async (_name, key) => {
    const { user } = renderBar();
    (await accountMenuButton()).focus();
    await user.keyboard(key);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Account',
      'Sign out',
    ]);
  });

  it('runs the handler of the item chosen', async () => {
    const { user, onSignOut, onDashboard } = renderBar();
    (await accountMenuButton()).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onDashboard).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and gives focus back to the account button', async () => {
    const { user } = renderBar();
    const button = await accountMenuButton();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('adds the manage-quote items, under their heading, in the manage-quote variant', async () => {
    const onSave = jest.fn();
    const { user } = renderBar({
      variant: 'manageQuote',
      manageQuoteLabel: 'Manage quote',
      manageQuoteItems: [{ id: 'save', label: 'Save quote', onSelect: onSave }],
    });
    (await accountMenuButton()).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('group', { name: 'Manage quote' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Save quote' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('gives signed-out visitors a manage-quote menu button in the manage-quote variant', async () => {
    const onRetrieve = jest.fn();
    const { user } = renderBar({
      user: undefined,
      variant: 'manageQuote',
      manageQuoteLabel: 'Manage quote',
      manageQuoteItems: [{ id: 'retrieve', label: 'Retrieve a quote', onSelect: onRetrieve }],
    });
    await user.click(await screen.findByRole('button', { name: 'Manage quote' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Retrieve a quote' }));
    expect(onRetrieve).toHaveBeenCalledTimes(1);
  });

  it('leaves the manage-quote items out of the default variant', async () => {
    const { user } = renderBar({
      manageQuoteLabel: 'Manage quote',
      manageQuoteItems: [{ id: 'save', label: 'Save quote', onSelect: jest.fn() }],
    });
    await user.click(await accountMenuButton());
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: 'Save quote' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { NavigationBar } from './NavigationBar';

describe('NavigationBar text links', () => {
  it('shows each link before the help link, in the order given', () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <NavigationBar
        logo={<span aria-hidden="true">BRAND</span>}
        homeLabel="Brand insurance, home"
        links={[{ label: 'Retrieve a saved quote', href: '/retrieve', onClick }]}
        help={{ label: 'Help', href: '/questions' }}
        dashboardLabel="Dashboard"
        onDashboard={jest.fn()}
        accountLabel="Account"
        onAccount={jest.fn()}
        signOutLabel="Sign out"
        onSignOut={jest.fn()}
      />,
    );
    const names = within(screen.getByRole('banner'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['BRANDBrand insurance, home', 'Retrieve a saved quote', 'Help']);
    const link = screen.getByRole('link', { name: 'Retrieve a saved quote' });
    expect(link).toHaveAttribute('href', '/retrieve');
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

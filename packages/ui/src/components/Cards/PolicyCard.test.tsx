import { PRODUCT_KINDS_WITHOUT_BILLING } from '@brand/domain';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { PolicyCard, type PolicyCardProps, visiblePolicyCardLinks } from './PolicyCard';

const links: PolicyCardProps['links'] = {
  claims: { label: 'Claims', href: '/claims' },
  billing: { label: 'Billing', href: '/billing' },
  documents: { label: 'Documents', href: '/documents' },
  manage: { label: 'Manage', href: '/manage' },
};

const props: PolicyCardProps = {
  vehicle: 'MINI Cooper S',
  policyNumber: 'MFX-1',
  policyNumberLabel: 'Policy number',
  status: { label: 'Active', tone: 'success' },
  details: [
    { label: 'Cover started', value: '14 March 2025' },
    { label: 'Renews', value: '14 March 2026' },
  ],
  links,
};

function linkNames() {
  return screen.getAllByRole('link').map((link) => link.closest('li')?.getAttribute('data-link'));
}

describe('PolicyCard content', () => {
  it('is an article headed by the vehicle, with policy number, status badge and dates', () => {
    renderWithTheme(<PolicyCard {...props} />);
    const card = screen.getByRole('article');
    expect(
      within(card).getByRole('heading', { level: 3, name: 'MINI Cooper S' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Active')).toHaveAttribute('data-tone', 'success');
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Policy number', 'Cover started', 'Renews']);
    expect(values).toEqual(['MFX-1', '14 March 2025', '14 March 2026']);
  });
});

describe('PolicyCard links', () => {
  it('shows manage, documents, billing and claims in that order', () => {
    renderWithTheme(<PolicyCard {...props} />);
    expect(linkNames()).toEqual(['manage', 'documents', 'billing', 'claims']);
  });

  it('hides billing when told (driveaway has no billing)', () => {
    renderWithTheme(
      <PolicyCard {...props} showBilling={!PRODUCT_KINDS_WITHOUT_BILLING.includes('DRIVEAWAY')} />,
    );
    expect(linkNames()).toEqual(['manage', 'documents', 'claims']);
    expect(screen.queryByRole('link', { name: /Billing/ })).toBeNull();
  });

  it('leaves out a link it is not given, such as a hidden manage link', () => {
    const { manage: _manage, ...rest } = links;
    renderWithTheme(<PolicyCard {...props} links={rest} />);
    expect(linkNames()).toEqual(['documents', 'billing', 'claims']);
  });

  it('shows no link list when there are no links', () => {
    renderWithTheme(<PolicyCard {...props} links={{}} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(visiblePolicyCardLinks({ billing: links.billing }, false)).toEqual([]);
  });

  it('names each link with the policy number so cards are told apart', () => {
    renderWithTheme(<PolicyCard {...props} />);
    expect(screen.getByRole('link', { name: 'Documents MFX-1' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it('draws links with the renderer the app passes', () => {
    renderWithTheme(
      <PolicyCard
        {...props}
        renderLink={({ href, children }) => (
          <a href={`/app${href}`} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Claims MFX-1' })).toHaveAttribute(
      'href',
      '/app/claims',
    );
  });
});

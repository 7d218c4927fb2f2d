import { screen } from '@testing-library/react';
import { fakeAuthClient } from '../test-support/fake-auth-client';
import { renderShell, TEST_ROLES_CLAIM } from '../test-support/render-shell';
import { useHoldsPermission } from './use-holds-permission';
import { useHoldsRole } from './use-holds-role';

function jwt(claims: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

function Holdings() {
  const finance = useHoldsRole('finance');
  const impersonate = useHoldsPermission('access:impersonate');
  return (
    <p>
      finance: {String(finance)}; impersonate: {String(impersonate)}
    </p>
  );
}

const STAFF = { sub: 'user_staff', name: 'Fay Finance' };

describe('useHoldsRole', () => {
  it('reads the role from the roles claim the app configuration names', async () => {
    const token = jwt({
      [TEST_ROLES_CLAIM]: ['admin', 'finance'],
      permissions: ['access:impersonate'],
    });
    renderShell(<Holdings />, { client: fakeAuthClient(STAFF, token) });
    expect(await screen.findByText('finance: true; impersonate: true')).toBeInTheDocument();
  });

  it('is false for a user without the role, or the role only under another claim name', async () => {
    const token = jwt({ [TEST_ROLES_CLAIM]: ['admin'], roles: ['finance'] });
    renderShell(<Holdings />, { client: fakeAuthClient(STAFF, token) });
    expect(await screen.findByText('finance: false; impersonate: false')).toBeInTheDocument();
  });

  it('follows a configured claim name (an Auth0 tenant’s own namespace)', async () => {
    const claim = 'https://tenant.example/roles';
    const token = jwt({ [claim]: ['finance'], [TEST_ROLES_CLAIM]: [] });
    renderShell(<Holdings />, { client: fakeAuthClient(STAFF, token), rolesClaim: claim });
    expect(await screen.findByText(/finance: true/)).toBeInTheDocument();
  });

  it('is false for a visitor', async () => {
    renderShell(<Holdings />, { client: fakeAuthClient(null) });
    expect(await screen.findByText(/finance: false/)).toBeInTheDocument();
  });

  it('is false when the token cannot be had', async () => {
    const client = fakeAuthClient(STAFF);
    client.getTokenSilently.mockRejectedValue(new Error('network'));
    renderShell(<Holdings />, { client });
    expect(await screen.findByText(/finance: false/)).toBeInTheDocument();
  });
});

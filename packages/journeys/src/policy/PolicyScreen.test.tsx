import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { fakePlatform } from '../shared/fake-platform';
import { JourneyStoreProvider } from '../shared/store';
import { PolicyScreen } from './PolicyScreen';
import { RESERVED_POLICY_ROUTES } from './policy-page-model';
import { policyOf } from './policy-test-data';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderPolicy(route: string, user: typeof JANE | null = JANE) {
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/policy/:policyId/*" element={<PolicyScreen />} />
        <Route path="/flex/policy/:policyId/*" element={<PolicyScreen product="flex" />} />
        <Route
          path="/driveaway/policy/:policyId/*"
          element={<PolicyScreen product="driveaway" />}
        />
      </Routes>
      <Where />
    </JourneyStoreProvider>,
    { client: fakeAuthClient(user), route },
  );
}

const address = () => screen.getByRole('status', { name: 'Address' });

function platformWith(policy = policyOf()) {
  return fakePlatform({
    [`GET /api/policies/${policy.policyId}`]: { status: 200, body: policy },
    'GET /api/customerAccounts': { status: 200, body: [] },
  });
}

describe('the policy page frame', () => {
  it('sends the old address on to the policy’s own, keeping a tab’s query', async () => {
    platformWith();
    renderPolicy('/policy/PL1/billing?status=cancelled');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'MINI Cooper S 3-door Hatch' }),
    ).toBeVisible();
    expect(screen.getByText('Policy number POL-1')).toBeVisible();
    expect(address()).toHaveTextContent('/flex/policy/PL1/billing?status=cancelled');
  });

  it.each([
    ['the tab root', '/flex/policy/PL1'],
    ['an unknown sub-path', '/flex/policy/PL1/nowhere/at/all'],
    ...RESERVED_POLICY_ROUTES.map((name) => [`the reserved ${name}`, `/flex/policy/PL1/${name}/x`]),
  ])('opens the first tab from %s', async (_, route) => {
    platformWith();
    renderPolicy(route);
    await screen.findByRole('heading', { level: 1, name: 'MINI Cooper S 3-door Hatch' });
    // A sub-route's own page may send it on a render later (uploads/x to the documents tab).
    await waitFor(() => expect(address()).toHaveTextContent(/^\/flex\/policy\/PL1\/[a-z]+$/));
  });

  it('goes to the policy’s own product when opened under another', async () => {
    platformWith();
    renderPolicy('/driveaway/policy/PL1/billing');
    await screen.findByRole('heading', { level: 1, name: 'MINI Cooper S 3-door Hatch' });
    expect(address()).toHaveTextContent('/flex/policy/PL1/billing');
  });

  it('names the tabs the policy’s status shows', async () => {
    platformWith(policyOf({}, { policyStatus: 'VOIDED' }));
    renderPolicy('/flex/policy/PL1/billing');
    const tabs = await screen.findByRole('combobox', { name: 'Policy sections' });
    expect(
      within(tabs)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Billing']);
  });

  it('raises the configuration error for a renewed policy as the page’s error', async () => {
    platformWith(policyOf({}, { policyStatus: 'RENEWED' }));
    renderPolicy('/flex/policy/PL1/details');
    expect(await screen.findByRole('alert')).toHaveTextContent('We can’t show this policy');
    expect(screen.queryByRole('combobox', { name: 'Policy sections' })).toBeNull();
  });

  it('says when the policy could not be loaded (another customer’s is not found)', async () => {
    fakePlatform({
      'GET /api/policies/PL9': { status: 404, body: { title: 'Not Found', status: 404 } },
    });
    renderPolicy('/flex/policy/PL9/details');
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your policy' })).toBeVisible();
  });

  it('opens a policy bought before signing in once the merge has brought it into the account', async () => {
    sessionStorage.setItem('brand.anonymousToken', 'anon-token');
    let merged = false;
    const calls = fakePlatform({
      'GET /api/proposals': () => ({
        status: 200,
        body: merged ? [] : [{ proposalCode: 'PBOUGHT', status: 'POLICY', kind: 'NEW' }],
      }),
      'POST /api/proposals/merge': () => {
        merged = true;
        return { status: 200, body: { proposalCode: 'PBOUGHT', status: 'POLICY' } };
      },
      'GET /api/policies/PL1': () =>
        merged ? { status: 200, body: policyOf() } : { status: 404, body: { status: 404 } },
      'GET /api/customerAccounts': { status: 200, body: [] },
    });
    renderPolicy('/flex/policy/PL1/billing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'MINI Cooper S 3-door Hatch' }),
    ).toBeVisible();
    const paths = calls.map((call) => call.path);
    expect(paths).toContain('/api/proposals/merge');
    expect(paths.indexOf('/api/proposals/merge')).toBeLessThan(paths.indexOf('/api/policies/PL1'));
    sessionStorage.clear();
  });

  it('offers a visitor sign-in, coming back to the same page', async () => {
    const calls = platformWith();
    const { user } = renderPolicy('/flex/policy/PL1/billing', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to see your policy' }),
    ).toBeVisible();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    expect(calls.some((call) => call.path === '/api/policies/PL1')).toBe(false);
  });
});

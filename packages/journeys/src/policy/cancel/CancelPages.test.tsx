import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { londonToday } from '@brand/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { fakePlatform } from '../../shared/fake-platform';
import { JourneyStoreProvider } from '../../shared/store';
import { PolicyScreen } from '../PolicyScreen';
import { policyOf } from '../policy-test-data';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

function renderAt(route: string) {
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/flex/policy/:policyId/*" element={<PolicyScreen product="flex" />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
      <Where />
    </JourneyStoreProvider>,
    { client: fakeAuthClient(JANE), route },
  );
}

const address = () => screen.getByRole('status', { name: 'Address' });

describe('cancelling a policy', () => {
  it('cancels in cooling-off with a reason only, confirms at once and shows the end of cover', async () => {
    const user = userEvent.setup();
    // Bought today for a start next week: within the cooling-off period from the bind.
    const now = Date.now();
    const live = policyOf(
      {},
      {
        policyStatus: 'PENDING',
        createdAt: new Date(now - 60_000).toISOString(),
        inceptedAt: new Date(now + 7 * 86_400_000).toISOString(),
      },
    );
    const endedAt = new Date(now).toISOString();
    let cancelled = false;
    const calls = fakePlatform({
      'GET /api/policies/PL1': () => ({
        status: 200,
        body: cancelled
          ? policyOf(
              {},
              {
                ...live.policyDetail,
                policyStatus: 'CANCELLED',
                terminatedAt: endedAt,
                expiredAt: endedAt,
              },
            )
          : live,
      }),
      'GET /api/customerAccounts': { status: 200, body: [] },
      'POST /api/policyAdjustments': {
        status: 201,
        body: { adjustmentId: 'ADJ1', confirmed: false },
      },
      'POST /api/policyAdjustments/ADJ1/commit': () => {
        cancelled = true;
        return { status: 200, body: { adjustmentId: 'ADJ1', confirmed: true } };
      },
    });
    renderAt('/flex/policy/PL1/cancel');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancel your policy' }),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: /When would you like/ })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Continue' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Tell us more/ }), 'Moving abroad');
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Are you sure you want to cancel?' }),
    ).toBeVisible();
    expect(screen.getByText('Your cover will end immediately.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'No, keep my policy' })).toHaveAttribute(
      'href',
      '/flex/policy/PL1',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my policy' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your policy has been cancelled' }),
    ).toBeVisible();
    expect(address()).toHaveTextContent('/flex/policy/PL1/cancellation-confirmation');
    // Cancelled at once: the end is already past when the page shows.
    expect(screen.getByText(/^Your cover ended at \d{2}:\d{2} on /)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View dashboard' })).toHaveAttribute('href', '/');
    expect(calls.find((call) => call.path === '/api/policyAdjustments')?.body).toEqual({
      adjustmentType: 'CAN',
      policyId: 'PL1',
      changes: [],
      reason: 'Other|Moving abroad',
    });
  });

  it('offers a Standard policy ending in three days only the days to its expiry, as the platform accepts', async () => {
    const now = Date.now();
    fakePlatform({
      'GET /api/policies/PL1': {
        status: 200,
        body: policyOf(
          {},
          {
            createdAt: new Date(now - 200 * 86_400_000).toISOString(),
            inceptedAt: new Date(now - 200 * 86_400_000).toISOString(),
            // Midday London three days on, so no hour of the run or clock change moves the day.
            expiredAt: londonToday().plus({ days: 3, hours: 12 }).toISO() as string,
          },
        ),
      },
      'GET /api/customerAccounts': { status: 200, body: [] },
    });
    renderAt('/flex/policy/PL1/cancel');
    const picker = await screen.findByRole('combobox', { name: /When would you like/ });
    // The placeholder, then today and the three days up to the expiry day: never a day past it.
    const days = Array.from((picker as HTMLSelectElement).options).filter((o) => o.value !== '');
    expect(days).toHaveLength(4);
  });

  it('sends a policy that cannot be cancelled back to its page', async () => {
    fakePlatform({
      'GET /api/policies/PL1': {
        status: 200,
        body: policyOf({}, { terminatedAt: '2026-04-01T00:00:00.000Z' }),
      },
      'GET /api/customerAccounts': { status: 200, body: [] },
    });
    renderAt('/flex/policy/PL1/cancel');
    await screen.findByRole('heading', { level: 1, name: 'MINI Cooper S 3-door Hatch' });
    expect(address()).toHaveTextContent(/^\/flex\/policy\/PL1\/[a-z]+$/);
  });
});

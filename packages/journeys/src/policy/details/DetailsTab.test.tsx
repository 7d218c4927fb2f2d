import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { type Call, fakePlatform } from '../../shared/fake-platform';
import { JourneyStoreProvider } from '../../shared/store';
import { PolicyScreen } from '../PolicyScreen';
import { policyOf, policyQuote } from '../policy-test-data';
import type { Policy } from '../policyApi';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };

function renderDetails(policy: Policy, routes: Parameters<typeof fakePlatform>[0] = {}) {
  const calls = fakePlatform({
    [`GET /api/policies/${policy.policyId}`]: { status: 200, body: policy },
    ...routes,
  });
  const rendered = renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/flex/policy/:policyId/*" element={<PolicyScreen product="flex" />} />
        <Route
          path="/driveaway/policy/:policyId/*"
          element={<PolicyScreen product="driveaway" />}
        />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(JANE), route: `/${policy.productUrlName}/policy/PL1` },
  );
  return { ...rendered, calls };
}

const autoRenewalCalls = (calls: Call[]) =>
  calls.filter((call) => call.path === '/api/policies/PL1/autoRenewal');

describe('the details tab', () => {
  it('opens first on a live policy and shows its details, cover, add-ons, excess, premium and benefits', async () => {
    renderDetails(policyOf());
    const details = await screen.findByRole('region', { name: 'Your details' });
    // Cover start and end to the minute in London (10:00 UTC is 10:00 GMT in March).
    expect(within(details).getByText('10:00 on 10 March 2026')).toBeVisible();
    expect(within(details).getByText('10:00 on 10 March 2027')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Policy sections' })).toHaveDisplayValue('Details');
    expect(within(details).getByText('MN22 ELC')).toBeVisible();
    expect(within(details).getByText('Jane Customer')).toBeVisible();
    // Each answer's edit link opens its management section (the next issue's routes).
    const editVehicle = within(details).getAllByRole('link', { name: /Edit/ })[0];
    expect(editVehicle).toHaveAttribute('href', '/flex/policy/PL1/management/section/vehicle');

    const cover = screen.getByRole('region', { name: 'Your cover' });
    expect(within(cover).getByText('Liability to others')).toBeVisible();
    const addOns = screen.getByRole('region', { name: 'Your add-ons' });
    expect(within(addOns).getByText('Motor legal expenses')).toBeVisible();
    expect(within(addOns).queryByText('Excess assist')).toBeNull();
    const excess = screen.getByRole('region', { name: 'Your excess' });
    expect(
      within(excess).getByText('£450.00 in total: £350.00 compulsory and £100.00 voluntary'),
    ).toBeVisible();
    // The voluntary excess is not part of the windscreen lines: their total is the quote's.
    expect(
      within(excess).getByText('£100.00 in total: £100.00 compulsory and £0.00 voluntary'),
    ).toBeVisible();

    const sidebar = screen.getByRole('complementary', { name: 'Your premium and benefits' });
    // The month's payment, as the checkout and the billing tab say it.
    expect(within(sidebar).getByText('£54.17')).toBeVisible();
    expect(within(sidebar).getByRole('link', { name: 'Cancel policy' })).toHaveAttribute(
      'href',
      '/flex/policy/PL1/cancel',
    );
    expect(within(sidebar).getByText('No minimum term')).toBeVisible();
  });

  it('turns auto-renewal off with a reason, and on again in one action', async () => {
    const off = policyOf({}, { autoRenewalEnabled: false });
    const { user, calls } = renderDetails(policyOf(), {
      'PUT /api/policies/PL1/autoRenewal': (body) => ({
        status: 200,
        body: (body as { enabled: boolean }).enabled ? policyOf() : off,
      }),
    });
    const section = await screen.findByRole('region', { name: 'Automatic renewal' });
    expect(
      within(section).getByText('Your policy will renew automatically on 10 March 2027.'),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Turn off automatic renewal' }));
    // The reason is required, as on the renewal's opt-out.
    await user.click(within(section).getByRole('button', { name: 'Turn off automatic renewal' }));
    expect(autoRenewalCalls(calls)).toHaveLength(0);
    await user.click(within(section).getByRole('radio', { name: /price/i }));
    await user.click(within(section).getByRole('button', { name: 'Turn off automatic renewal' }));
    expect(
      await within(section).findByText(
        'Your policy will not renew. Your cover ends on 10 March 2027.',
      ),
    ).toBeVisible();
    expect(autoRenewalCalls(calls)[0]?.body).toEqual({ enabled: false, reason: 'Price' });

    await user.click(within(section).getByRole('button', { name: 'Turn on automatic renewal' }));
    expect(
      await within(section).findByText('Your policy will renew automatically on 10 March 2027.'),
    ).toBeVisible();
    expect(autoRenewalCalls(calls)[1]?.body).toEqual({ enabled: true });
  });

  it('says when an amendment removed the promotion, and when the policy is being cancelled', async () => {
    const quote = {
      ...policyQuote(),
      promotion: { eligible: false, promoCode: 'FREE', text: null },
    };
    const { currentPolicyVersion } = policyOf();
    if (!currentPolicyVersion) throw new Error('The test policy has a version');
    renderDetails(
      policyOf(
        { currentPolicyVersion: { ...currentPolicyVersion, version: 2, quote } },
        { terminatedAt: '2026-09-01T10:00:00.000Z' },
      ),
    );
    expect(
      await screen.findByText(/removed your promotion, so the free period no longer applies/),
    ).toBeVisible();
    expect(
      screen.getByText('Your policy is cancelled and your cover ends on 1 September 2026.'),
    ).toBeVisible();
    // A terminated policy can be cancelled no more, nor its renewal switched.
    expect(screen.queryByRole('link', { name: 'Cancel policy' })).toBeNull();
    expect(screen.queryByRole('button', { name: /automatic renewal/ })).toBeNull();
  });

  it('offers no auto-renewal switch, add-ons or excess change where drive-away has none', async () => {
    renderDetails(
      policyOf({
        productUrlName: 'driveaway',
        schemeCode: 'BRAND-DRIVEAWAY',
        renewalProposal: null,
      }),
    );
    await screen.findByRole('region', { name: 'Your details' });
    expect(screen.queryByRole('button', { name: /automatic renewal/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your add-ons' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Change voluntary excess' })).toBeNull();
    const tabs = screen.getByRole('combobox', { name: 'Policy sections' });
    expect(within(tabs).queryByRole('option', { name: 'Billing' })).toBeNull();
  });
});

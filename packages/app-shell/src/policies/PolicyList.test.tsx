import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthClient } from '../test-support/fake-auth-client';
import { fakeFetch } from '../test-support/fake-fetch';
import { renderShell } from '../test-support/render-shell';
import { PolicyList } from './PolicyList';
import {
  formatLongDate,
  policyCardLinks,
  policyCoverEnd,
  policyRegistration,
  policySchemeNamespace,
  policyVehicleName,
} from './policy-card-model';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});
const jane = { sub: 'user_jane' };

describe('the policy list', () => {
  it('says so when the customer has no policies', async () => {
    globalThis.fetch = fakeFetch(200, []);
    renderShell(<PolicyList />, { client: fakeAuthClient(jane) });
    expect(await screen.findByText('You have no policies yet.')).toBeInTheDocument();
  });

  it('announces an error of the catalogue when the call fails', async () => {
    globalThis.fetch = fakeFetch(500, { type: 'x', title: 'Boom', status: 500 });
    renderShell(<PolicyList />, { client: fakeAuthClient(jane) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });

  it('shows a card per policy with its status and start date', async () => {
    globalThis.fetch = fakeFetch(200, [
      {
        policyId: 'p1',
        policyNumber: 'BRD-1',
        currentPolicyVersion: {
          data: { vehicle: { specification: { make: 'MINI', model: 'Cooper' } } },
        },
        policyDetail: { policyStatus: 'ACTIVE', inceptedAt: '2026-03-14T00:00:00Z' },
      },
    ]);
    renderShell(<PolicyList />, { client: fakeAuthClient(jane) });
    expect(await screen.findByRole('heading', { name: 'MINI Cooper' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('14 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Cover started')).toBeInTheDocument();
  });

  it('says cover starts, not started, for cover bought for a later day', async () => {
    globalThis.fetch = fakeFetch(200, [
      {
        policyId: 'p2',
        policyNumber: 'BRD-2',
        currentPolicyVersion: { data: { vehicle: { vrn: 'MN22 ELC' } } },
        policyDetail: { policyStatus: 'PENDING', inceptedAt: '2999-01-01T00:00:00Z' },
      },
    ]);
    renderShell(<PolicyList />, { client: fakeAuthClient(jane) });
    expect(await screen.findByText('Cover starts')).toBeInTheDocument();
    expect(screen.queryByText('Cover started')).not.toBeInTheDocument();
  });
});

describe('the policy list of a visitor (hideWhenEmpty)', () => {
  it('shows nothing while they have no policies', async () => {
    const fetch = fakeFetch(200, []);
    globalThis.fetch = fetch;
    const { container } = renderShell(<PolicyList hideWhenEmpty />, {
      client: fakeAuthClient(null),
    });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByText('You have no policies yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your policies' })).not.toBeInTheDocument();
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('shows the policy they bought with its scheme, registration and number', async () => {
    globalThis.fetch = fakeFetch(200, [
      {
        policyId: 'p1',
        policyNumber: 'MINI-DAW-0001',
        productUrlName: 'driveaway',
        currentPolicyVersion: {
          data: {
            vehicle: { vrn: 'MN22 ELC', specification: { make: 'MINI', model: 'Cooper' } },
          },
        },
        policyDetail: { policyStatus: 'PENDING', inceptedAt: '2026-03-14T00:00:00Z' },
      },
    ]);
    renderShell(<PolicyList hideWhenEmpty />, { client: fakeAuthClient(null) });
    expect(await screen.findByRole('heading', { name: 'Your policies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'MINI Cooper' })).toBeInTheDocument();
    expect(screen.getByText('MINI-DAW-0001', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Driveaway')).toBeInTheDocument();
    expect(screen.getByText('MN22 ELC')).toBeInTheDocument();
  });
});

describe('policy card details', () => {
  it('give the registration and the namespace naming a configured scheme', () => {
    const withData = (data: unknown) =>
      ({ currentPolicyVersion: { data } }) as unknown as Parameters<typeof policyRegistration>[0];
    expect(policyRegistration(withData({ vehicle: { vrn: ' MN22 ELC ' } }))).toBe('MN22 ELC');
    expect(policyRegistration(withData({ vehicle: {} }))).toBeNull();
    expect(policySchemeNamespace({ productUrlName: 'flex' })).toBe('monthly');
    expect(policySchemeNamespace({ productUrlName: 'driveaway' })).toBe('fiveDay');
    expect(policySchemeNamespace({ productUrlName: 'retired' })).toBeNull();
  });

  it('names the car by make and model, else registration, else nothing', () => {
    const withData = (data: unknown) =>
      ({ currentPolicyVersion: { data } }) as unknown as Parameters<typeof policyVehicleName>[0];
    expect(policyVehicleName(withData({ vehicle: { vrn: 'MN22 ELC' } }))).toBe('MN22 ELC');
    expect(policyVehicleName(withData({}))).toBeNull();
    expect(formatLongDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
  });
});

/** A policy as GET /api/policies lists it: `status` of `scheme`, auto-renewing unless told. */
function listed(
  policyId: string,
  scheme: string,
  status: string,
  detail: Record<string, unknown> = {},
): Parameters<typeof policyCardLinks>[0] & Parameters<typeof policyCoverEnd>[0] {
  return {
    policyId,
    productUrlName: scheme,
    reviewType: 'AUTO',
    policyDetail: {
      policyStatus: status,
      inceptedAt: '2026-03-10T10:00:00Z',
      expiredAt: '2027-03-10T10:00:00Z',
      terminatedAt: null,
      renewalStopped: false,
      autoRenewalEnabled: true,
      ...detail,
    },
  } as unknown as Parameters<typeof policyCardLinks>[0] & Parameters<typeof policyCoverEnd>[0];
}

describe('policy card links and ends', () => {
  it('link each tab the page shows for the status, manage opening the details', () => {
    expect(policyCardLinks(listed('P1', 'flex', 'ACTIVE'))).toEqual({
      manage: '/flex/policy/P1/details',
      documents: '/flex/policy/P1/documents',
      billing: '/flex/policy/P1/billing',
      claims: '/flex/policy/P1/claims',
    });
    expect(Object.keys(policyCardLinks(listed('P1', 'flex', 'CANCELLED')))).toEqual([
      'billing',
      'claims',
    ]);
    expect(Object.keys(policyCardLinks(listed('P1', 'flex', 'VOIDED')))).toEqual(['billing']);
  });

  it('give drive-away no billing, and a renewed or unknown scheme’s policy no links', () => {
    expect(Object.keys(policyCardLinks(listed('P1', 'driveaway', 'PENDING')))).toEqual([
      'manage',
      'documents',
      'claims',
    ]);
    expect(policyCardLinks(listed('P1', 'flex', 'RENEWED'))).toEqual({});
    expect(policyCardLinks(listed('P1', 'retired', 'ACTIVE'))).toEqual({});
  });

  it('say the cover renews, ends or ended', () => {
    expect(policyCoverEnd(listed('P1', 'flex', 'ACTIVE'))).toEqual({
      kind: 'renews',
      at: '2027-03-10T10:00:00Z',
    });
    expect(
      policyCoverEnd(listed('P1', 'flex', 'ACTIVE', { autoRenewalEnabled: false }))?.kind,
    ).toBe('ends');
    expect(
      policyCoverEnd(listed('P1', 'flex', 'CANCELLED', { terminatedAt: '2026-06-01T10:00:00Z' })),
    ).toEqual({ kind: 'ended', at: '2026-06-01T10:00:00Z' });
  });
});

describe('a live flex policy’s card', () => {
  it('shows the plate, the next payment from the billing estimate and a link per tab', async () => {
    const policy = {
      ...listed('P1', 'flex', 'ACTIVE'),
      policyNumber: 'MINI-FLX-1',
      currentPolicyVersion: {
        data: { vehicle: { vrn: 'MN22 ELC', specification: { make: 'MINI', model: 'Cooper' } } },
      },
    };
    const answers: Record<string, unknown> = {
      '/api/policies': [policy],
      '/api/customerAccounts': [{ accountId: 'A1', policyId: 'P1' }],
      '/api/customerAccounts/A1/nextStatementEstimate': [
        { amount: 5417, paymentDueAt: '2026-05-01T00:00:00Z', statementNumber: 2 },
      ],
    };
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return fakeFetch(path in answers ? 200 : 404, answers[path] ?? { status: 404 })(input);
    }) as typeof fetch;
    renderShell(<PolicyList />, { client: fakeAuthClient(jane) });
    const card = (await screen.findByRole('heading', { name: 'MINI Cooper' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('MN22 ELC')).toHaveAttribute('data-plate', 'rear');
    expect(await within(card).findByText('£54.17 on 1 May 2026')).toBeInTheDocument();
    expect(within(card).getByText('Next payment')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Manage/ })).toHaveAttribute(
      'href',
      '/flex/policy/P1/details',
    );
    expect(within(card).getByRole('link', { name: /Documents/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Billing/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Claims/ })).toBeInTheDocument();
  });
});

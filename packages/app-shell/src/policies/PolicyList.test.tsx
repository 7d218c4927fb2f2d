import { screen, waitFor } from '@testing-library/react';
import { fakeAuthClient } from '../test-support/fake-auth-client';
import { fakeFetch } from '../test-support/fake-fetch';
import { renderShell } from '../test-support/render-shell';
import { PolicyList } from './PolicyList';
import {
  formatLongDate,
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
    expect(screen.getByText('MINI-DAW-0001')).toBeInTheDocument();
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

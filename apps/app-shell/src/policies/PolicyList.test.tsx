import { screen } from '@testing-library/react';
import { fakeAuthClient } from '../test-support/fake-auth-client';
import { fakeFetch } from '../test-support/fake-fetch';
import { renderShell } from '../test-support/render-shell';
import { PolicyList } from './PolicyList';
import { formatLongDate, policyVehicleName } from './policy-card-model';

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
    expect(await screen.findByRole('alert')).toHaveTextContent("Oops! It's not you, it's us.");
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
  });
});

describe('policy card details', () => {
  it('names the car by make and model, else registration, else nothing', () => {
    const withData = (data: unknown) =>
      ({ currentPolicyVersion: { data } }) as unknown as Parameters<typeof policyVehicleName>[0];
    expect(policyVehicleName(withData({ vehicle: { vrn: 'MN22 ELC' } }))).toBe('MN22 ELC');
    expect(policyVehicleName(withData({}))).toBeNull();
    expect(formatLongDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
  });
});

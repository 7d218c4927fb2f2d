import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakePlatform } from '../../shared/fake-platform';
import { browserLocation } from '../../shared/redirect';
import { JourneyStoreProvider } from '../../shared/store';
import { PolicyScreen } from '../PolicyScreen';
import { policyOf } from '../policy-test-data';
import { ClaimsTab } from './ClaimsTab';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane@brand.example' };

const CLAIMS = [
  {
    claimReference: 'CLM-NEW00001',
    status: 'PENDING',
    claimType: null,
    insuredName: 'Jane Customer',
    occurredDate: '2026-04-20T08:15:00.000Z',
  },
  {
    claimReference: 'CLM-DEMO0002',
    status: 'ACTIVE',
    claimType: 'Windscreen',
    insuredName: 'Jane Customer',
    occurredDate: '2026-04-02T16:00:00.000Z',
  },
  {
    claimReference: 'CLM-DEMO0001',
    status: 'SETTLED',
    claimType: 'Accident',
    insuredName: 'Jane Customer',
    occurredDate: '2026-03-14T12:00:00.000Z',
  },
];

function platform(
  claims: unknown[] = CLAIMS,
  fnol = { status: 201, body: { url: 'http://claims.example/fnol/abc' } },
) {
  return fakePlatform({
    'GET /api/policies/PL1': { status: 200, body: policyOf() },
    'GET /api/claims': { status: 200, body: claims },
    'POST /api/fnol/link': fnol,
  });
}

function renderClaims(element = <PolicyScreen product="flex" />) {
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/flex/policy/:policyId/*" element={element} />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(JANE), route: '/flex/policy/PL1/claims' },
  );
}

// After the policy's start: the online claim is offered.
const AFTER_START = new Date('2026-05-01T09:00:00Z');

describe('the claims tab', () => {
  it("lists the policy's claims with type, driver, date, reference and status badge", async () => {
    const calls = platform();
    renderClaims();
    const list = await screen.findByRole('list', { name: 'Claims on this policy' });
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['AccidentReported', 'WindscreenOpen', 'AccidentSettled']);
    const pending = items[0] as HTMLElement;
    expect(within(pending).getByText('Reported')).toHaveAttribute('data-tone', 'default');
    expect(within(items[1] as HTMLElement).getByText('Open')).toHaveAttribute('data-tone', 'info');
    expect(within(items[2] as HTMLElement).getByText('Settled')).toHaveAttribute(
      'data-tone',
      'success',
    );
    expect(within(pending).getByText('Jane Customer')).toBeVisible();
    expect(within(pending).getByText('20 April 2026')).toBeVisible();
    expect(within(pending).getByText('CLM-NEW00001')).toBeVisible();
    expect(calls.find((call) => call.path === '/api/claims')).toBeDefined();
    expect(globalThis.fetch).toHaveBeenCalledWith(
      expect.stringContaining('/api/claims?policyNumber=POL-1'),
      expect.anything(),
    );
  });

  it('says there are no claims, and gives the claims line, inbox and questions', async () => {
    platform([]);
    renderClaims();
    expect(await screen.findByText('You have no claims on this policy.')).toBeVisible();
    const sidebar = screen.getByRole('complementary', { name: 'Need to make a claim?' });
    expect(within(sidebar).getByRole('link', { name: '0345 600 1234' })).toHaveAttribute(
      'href',
      'tel:03456001234',
    );
    expect(within(sidebar).getByRole('link', { name: 'claims@brand.example' })).toHaveAttribute(
      'href',
      'mailto:claims@brand.example',
    );
    expect(
      within(sidebar).getByRole('link', { name: 'Claims questions and answers' }),
    ).toBeVisible();
  });

  it('opens the claim form from the button once the policy has started, returning to this tab', async () => {
    const calls = platform([]);
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderClaims(
      <ClaimsTab policy={policyOf()} onlineClaimsEnabled now={AFTER_START} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Make a claim online' }));
    expect(assign).toHaveBeenCalledWith('http://claims.example/fnol/abc');
    const post = calls.find((call) => call.path === '/api/fnol/link');
    expect(post?.body).toEqual({
      policyId: 'PL1',
      callbackUrl: `${window.location.origin}/flex/policy/PL1/claims`,
      privacyPolicyUrl: `${window.location.origin}/legal/privacy-policy`,
      telephone: '0345 600 1234',
      email: 'claims@brand.example',
    });
  });

  it('says so when the claim form cannot be opened, and stays', async () => {
    platform([], { status: 503, body: { title: 'Unavailable', status: 503 } } as never);
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { user } = renderClaims(
      <ClaimsTab policy={policyOf()} onlineClaimsEnabled now={AFTER_START} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Make a claim online' }));
    expect(await screen.findByText(/We couldn’t open the claim form/)).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Make a claim online' })).toBeEnabled();
  });

  it('offers no online claim before the policy starts, nor when the toggle is off', async () => {
    platform([]);
    const before = new Date('2026-03-01T09:00:00Z');
    const { unmount } = renderClaims(
      <ClaimsTab policy={policyOf()} onlineClaimsEnabled now={before} />,
    );
    expect(await screen.findByText('You have no claims on this policy.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Make a claim online' })).toBeNull();
    unmount();
    renderClaims(<ClaimsTab policy={policyOf()} onlineClaimsEnabled={false} now={AFTER_START} />);
    expect(await screen.findByText('You have no claims on this policy.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Make a claim online' })).toBeNull();
  });

  it('says when the claims cannot be loaded', async () => {
    fakePlatform({
      'GET /api/policies/PL1': { status: 200, body: policyOf() },
      'GET /api/claims': { status: 502, body: { title: 'Bad gateway', status: 502 } },
    });
    renderClaims();
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t load your claims' }),
    ).toBeVisible();
  });
});

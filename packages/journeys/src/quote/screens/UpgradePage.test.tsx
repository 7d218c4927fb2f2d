// The drive-away's upgrade to flex: the success page's offer and the upgrade page state the flex
// upsell's price by the domain's payment plan and its start to the minute (the instant the
// drive-away ends), continue to the flex quote, and "No thanks" leaves the offer for good.
import { fakeAuthClient, renderShell } from '@brand/app-shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { JourneyStoreProvider } from '../../shared/store';
import { coverPeriodRows } from '../cover-times';
import type { Proposal } from '../quoteApi';
import { ProposalScreen } from './ProposalScreen';
import { fakePlatform, newProposal } from './proposal-screen-test-kit';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const JANE = { sub: 'user_1', name: 'Jane Customer', email: 'jane.customer@brand.example' };
/** The drive-away bought at 10:17 on 2 March 2026 ends at 10:17 on 7 March: flex starts then. */
const DRIVEAWAY_ENDS = '2026-03-07T10:17:43.120Z';

type Upsell = NonNullable<Proposal['upsellProposal']>;

function upsell(overrides: Partial<Upsell> = {}): Upsell {
  return {
    proposalCode: 'U1',
    status: 'QUOTE',
    startAt: DRIVEAWAY_ENDS,
    endAt: '2027-03-07T10:17:43.120Z',
    paymentSchedule: { type: 'MONTHLY', instalments: [1847, ...Array<number>(11).fill(1838)] },
    offered: true,
    ...overrides,
  };
}

/** A bought drive-away proposal (P1) with its upsell. */
function boughtDriveaway(offer: Upsell | null): Proposal {
  return newProposal({
    schemeCode: 'BRAND-DRIVEAWAY',
    productUrlName: 'driveaway',
    status: 'POLICY',
    policyId: 'PL1',
    policyNumber: 'BRAND-DA-1',
    startAt: '2026-03-02T10:17:43.120Z',
    endAt: DRIVEAWAY_ENDS,
    data: { startDate: '2026-03-02', policyholder: { email: 'jane@example.com' } },
    upsellProposal: offer,
  } as Partial<Proposal>);
}

function render(route: string, proposal: Proposal, signedIn = true) {
  fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: proposal } });
  return renderShell(
    <JourneyStoreProvider>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/driveaway/policy/:policyId" element={<h1>Policy page</h1>} />
        <Route path="/flex/proposal/:proposalCode" element={<h1>Flex quote</h1>} />
        <Route path="/driveaway/proposal/:proposalCode/*" element={<ProposalScreen />} />
      </Routes>
    </JourneyStoreProvider>,
    { client: fakeAuthClient(signedIn ? JANE : null), route },
  );
}

/** The description beside a definition list's term. */
function described(term: string): string {
  return screen.getByText(term).nextElementSibling?.textContent ?? '';
}

describe('the drive-away success page offers the upgrade', () => {
  it('states the flex price as the quote does and the start to the minute, and links to the upgrade page', async () => {
    const user = userEvent.setup();
    render('/driveaway/proposal/P1', boughtDriveaway(upsell()));
    const offer = await screen.findByRole('region', { name: 'Keep driving with monthly cover' });
    expect(offer).toHaveTextContent('£18.47 today, then £18.38 a month');
    expect(described('Monthly cover starts')).toBe(
      '10:17 on 7 March 2026, the moment your drive-away cover ends',
    );
    await user.click(screen.getByRole('link', { name: 'Upgrade to monthly cover' }));
    expect(
      await screen.findByRole('button', { name: 'Continue to my monthly quote' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['bought already', upsell({ status: 'POLICY', offered: false })],
    ['no longer offered (the drive-away ended)', upsell({ offered: false })],
    ['not priced', upsell({ status: 'REFERRAL', paymentSchedule: null, offered: false })],
  ])('offers nothing when the upsell is %s', async (_, offer) => {
    render('/driveaway/proposal/P1', boughtDriveaway(offer));
    await screen.findByRole('heading', { level: 1, name: 'You’re covered' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Upgrade to monthly cover' })).toBeNull();
    expect(screen.queryByText('Your monthly price')).toBeNull();
  });
});

describe('the upgrade page', () => {
  it('shows the monthly price and start, and continues to the flex quote', async () => {
    const user = userEvent.setup();
    render('/driveaway/proposal/P1/upgrade', boughtDriveaway(upsell()));
    await screen.findByRole('heading', { level: 1, name: 'Keep driving with monthly cover' });
    expect(described('Your monthly price')).toBe('£18.47 today, then £18.38 a month');
    expect(described('Monthly cover starts')).toMatch(/^10:17 on 7 March 2026/);
    await user.click(screen.getByRole('button', { name: 'Continue to my monthly quote' }));
    expect(await screen.findByRole('heading', { name: 'Flex quote' })).toBeInTheDocument();
  });

  it('states one price when every month is the same', async () => {
    const even = upsell({
      paymentSchedule: { type: 'MONTHLY', instalments: Array(12).fill(1838) },
    });
    render('/driveaway/proposal/P1/upgrade', boughtDriveaway(even));
    await screen.findByRole('heading', { level: 1, name: 'Keep driving with monthly cover' });
    expect(described('Your monthly price')).toBe('£18.38 a month');
  });

  it('"No thanks" goes to the signed-in customer’s policy, not back to the offer', async () => {
    const user = userEvent.setup();
    render('/driveaway/proposal/P1/upgrade', boughtDriveaway(upsell()));
    await user.click(
      await screen.findByRole('button', { name: 'No thanks, just drive-away cover' }),
    );
    expect(await screen.findByRole('heading', { name: 'Policy page' })).toBeInTheDocument();
  });

  it('"No thanks" takes a visitor home', async () => {
    const user = userEvent.setup();
    render('/driveaway/proposal/P1/upgrade', boughtDriveaway(upsell()), false);
    await user.click(
      await screen.findByRole('button', { name: 'No thanks, just drive-away cover' }),
    );
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('says the upgrade is closed once it is bought or lapsed, and offers the way home', async () => {
    const user = userEvent.setup();
    render('/driveaway/proposal/P1/upgrade', boughtDriveaway(upsell({ offered: false })));
    expect(
      await screen.findByText('Monthly cover can no longer be added to this drive-away cover.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to my monthly quote' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go to my home page' }));
    expect(await screen.findByRole('heading', { name: 'Policy page' })).toBeInTheDocument();
  });
});

describe('the flex upsell’s own quote states the start the platform set', () => {
  const t = (key: string, params?: Record<string, unknown>) =>
    params ? `${key} ${JSON.stringify(params)}` : key;

  it('starts at the instant the drive-away ends, not 00:00 that day', () => {
    const rows = coverPeriodRows(
      {
        schemeCode: 'BRAND-FLEX',
        data: { startDate: '2026-03-07', coverContinuesFrom: DRIVEAWAY_ENDS },
        startAt: DRIVEAWAY_ENDS,
        endAt: '2027-03-07T10:17:43.120Z',
      },
      t,
      new Date('2026-03-04T16:40:00Z'),
    );
    expect(rows.map((row) => row.description)).toEqual([
      '10:17 on 7 March 2026',
      '10:17 on 7 March 2027',
    ]);
  });
});

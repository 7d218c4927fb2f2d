// When cover runs, as the quote, the summary and the success page say it: the domain's one rule
// before purchase (a start today is "when you buy", never an invented time; a later day 00:00),
// and the platform's bound times after it, in the same words the policy email uses.
import { formatCoverDay, londonToday, toLondonIsoDate } from '@brand/domain';
import { screen } from '@testing-library/react';
import type { Proposal } from '../quoteApi';
import { fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The London day `days` from today, as the start date answer holds it. */
function londonDay(days: number): string {
  return toLondonIsoDate(londonToday().plus({ days }));
}

/** A drive-away quote starting on `startDate`, as the platform rated it (02:45 for a start today). */
function driveaway(startDate: string, overrides: Partial<Proposal> = {}): Proposal {
  return newProposal({
    schemeCode: 'BRAND-DRIVEAWAY',
    data: { startDate, vehicle: { vrn: 'MN22 ELC' } },
    startAt: `${startDate}T02:45:00.000Z`,
    endAt: `${startDate}T02:45:00.000Z`,
    ...overrides,
  } as Partial<Proposal>);
}

async function open(page: string, heading: string, proposal: Proposal, scheme = 'flex') {
  fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: proposal } });
  renderProposal(`/${scheme}/proposal/P1${page}`);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return screen.getByRole('main');
}

/** The description beside a definition list's term. */
function described(term: string): string {
  return screen.getByText(term).nextElementSibling?.textContent ?? '';
}

describe('the summary states the cover period by the one rule', () => {
  it('a start today begins when the customer buys and ends at that time five days on, with no invented time', async () => {
    await open('/summary', 'Check your details', driveaway(londonDay(0)));
    expect(described('Cover starts')).toBe('Immediately when you buy');
    const end = formatCoverDay(londonDay(5));
    expect(described('Cover ends')).toBe(`The same time of day as you buy, on ${end}`);
    expect(screen.getByRole('main')).not.toHaveTextContent(/00:00|23:59|02:45/);
  });

  it('a later day starts at 00:00 London time and ends at 00:00 five days later', async () => {
    const start = londonDay(3);
    await open('/summary', 'Check your details', driveaway(start));
    expect(described('Cover starts')).toBe(`00:00 on ${formatCoverDay(start)}`);
    expect(described('Cover ends')).toBe(`00:00 on ${formatCoverDay(londonDay(8))}`);
  });
});

describe('the quote states the same cover period', () => {
  it('shows when cover starts and ends beside the price', async () => {
    await open('', 'Your free drive-away cover', driveaway(londonDay(0)));
    expect(described('Cover starts')).toBe('Immediately when you buy');
    expect(described('Cover ends')).toMatch(/^The same time of day as you buy, on /);
  });
});

describe('the success page states the times the policy was bound for', () => {
  const bought = {
    status: 'POLICY',
    policyNumber: 'POL-1',
    policyId: 'PL1',
    data: { policyholder: { email: 'jane@example.com' } },
  } as Partial<Proposal>;

  it('to the minute, as the policy email does, once cover has started', async () => {
    await open(
      '',
      'You’re covered',
      newProposal({
        ...bought,
        startAt: '2026-11-26T05:57:00.000Z',
        endAt: '2027-11-26T05:57:00.000Z',
      }),
    );
    expect(
      screen.getByText(
        'Your cover started at 05:57 on 26 November 2026 and ends at 05:57 on 26 November 2027. We have emailed your documents to jane@example.com.',
      ),
    ).toBeVisible();
  });

  it('from 00:00 on a later day', async () => {
    await open(
      '',
      'You’re covered',
      newProposal({
        ...bought,
        startAt: '2099-07-01T23:00:00.000Z',
        endAt: '2100-07-01T23:00:00.000Z',
      }),
    );
    expect(
      screen.getByText(
        'Your cover starts at 00:00 on 2 July 2099 and ends at 00:00 on 2 July 2100. We have emailed your documents to jane@example.com.',
      ),
    ).toBeVisible();
  });
});

// The quote page keeps the customer's choice of schedule through a re-price (issue 15 point 3):
// "In one payment", then another voluntary excess, and the title, the headline and the radio still
// say one payment; a choice the new quote no longer offers is named with why.
import { screen, within } from '@testing-library/react';
import { quoteOf } from '../../renewal/renewal-test-data';
import type { Proposal } from '../quoteApi';
import { fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A flex quote (id `quoteId`) at `monthly` pence a month, or twelve times that in one payment. */
function quoted(
  quoteId: string,
  monthly: number,
  extra: Partial<NonNullable<Proposal['quote']>> = {},
) {
  return newProposal({
    quote: { ...quoteOf(monthly), quoteId, ...extra } as Proposal['quote'],
  });
}

describe('the quote page after a re-price', () => {
  it('keeps "In one payment" when the excess changes, in the title, the headline and the choice', async () => {
    const calls = fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: quoted('Q1', 3000) },
      'PATCH /api/proposals/P1': { status: 200, body: quoted('Q2', 2800) },
    });
    const { user } = renderProposal('/flex/proposal/P1');
    await user.click(await screen.findByRole('radio', { name: 'In one payment' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your price in one payment',
    );

    await user.click(screen.getByRole('radio', { name: '£300' }));
    expect(await screen.findByText('£336.00 in one payment')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      changes: [{ path: 'voluntaryExcess', value: 300, attribute: 'voluntaryExcess' }],
    });
    expect(screen.getByRole('radio', { name: 'In one payment' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your price in one payment',
    );
    expect(screen.queryByText(/a month/)).toBeNull();
  });

  it('names a ticked add-on the new quote no longer offers, and why', async () => {
    const option = (code: string) => ({ code, coverGroup: 'optional', selected: true, premium: 3 });
    fakePlatform({
      'GET /api/proposals/P1': {
        status: 200,
        body: quoted('Q1', 3000, { coverOptions: [option('ncb_protection')] }),
      },
      'PATCH /api/proposals/P1': {
        status: 200,
        body: {
          ...quoted('Q2', 3100, { coverOptions: [] }),
          data: { vehicle: { noClaimsDiscount: 1 } },
        },
      },
    });
    const { user } = renderProposal('/flex/proposal/P1');
    await user.click(await screen.findByRole('radio', { name: '£300' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('We could not keep all of your choices')).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'No claims bonus protection needs a no-claims discount of at least 4 years. You told us you have 1.',
    );
  });
});

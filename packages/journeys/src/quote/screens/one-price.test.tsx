// The quote, the summary and checkout rendered from one platform answer: every amount of money they
// show is one of the API's instalments, and each says the first payment and the monthly one with
// their period.
import { cleanup, screen } from '@testing-library/react';
import { quoteOf } from '../../renewal/renewal-test-data';
import type { Proposal } from '../quoteApi';
import { fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const FIRST = 2195;
const REGULAR = 2193;
const SINGLE = 26316;

/** The API's quote for £263.18 a year monthly (2195 then 2193 × 11) or £263.16 in one payment. */
function roundedQuote(activeType: 'MONTHLY' | 'SINGLE_PAYMENT'): Proposal['quote'] {
  const base = quoteOf(REGULAR);
  const schedule = (type: 'MONTHLY' | 'SINGLE_PAYMENT', instalments: number[], each: number) => ({
    type,
    active: type === activeType,
    priceOptions: [],
    premiumBreakdown: { cover: each, discount: 0, optional: 0, ipt: 0 },
    totals: { gross: each, discount: 0, discounted: each, ipt: 0 },
    instalments,
  });
  return {
    ...base,
    availablePaymentSchedules: [
      schedule('MONTHLY', [FIRST, ...Array<number>(11).fill(REGULAR)], REGULAR),
      schedule('SINGLE_PAYMENT', [SINGLE], SINGLE),
    ],
  } as Proposal['quote'];
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

// Each page's heading: the quote's breakdown (its title is the scheme's), the summary, checkout.
const QUOTE: [number, string] = [2, 'Price breakdown'];
const SUMMARY: [number, string] = [1, 'Check your details'];
const CHECKOUT: [number, string] = [1, 'Set up your monthly payments'];

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** Every amount in pounds and pence the page shows, in its main content. */
function amountsShown(): string[] {
  const main = screen.getByRole('main');
  return (main.textContent ?? '').match(/£[\d,]+\.\d{2}/g) ?? [];
}

/** The page at `page` under the proposal, once its heading (`level`, `name`) shows. */
async function open(
  page: string,
  [level, name]: [number, string],
  activeType: 'MONTHLY' | 'SINGLE_PAYMENT',
) {
  fakePlatform({
    'GET /api/proposals/P1': {
      status: 200,
      body: newProposal({ quote: roundedQuote(activeType) }),
    },
  });
  renderProposal(`/flex/proposal/P1${page}`);
  await screen.findByRole('heading', { level, name }, { timeout: 5000 });
  return screen.getByRole('main');
}

describe('one set of prices on every screen, as the API’s instalments say', () => {
  it('the quote names the first payment and the monthly one, and its breakdown says which it adds up to', async () => {
    const main = await open('', QUOTE, 'MONTHLY');
    expect(main).toHaveTextContent('£21.95 today, then £21.93 a month');
    const total = main.querySelector('[data-line="total"]');
    expect(total).toHaveTextContent('Each monthly payment£21.93');
    expect(main).toHaveTextContent(
      'Your first payment is £21.95: it evens out the pennies left when the price is split into monthly payments.',
    );
    const allowed = [FIRST, REGULAR].map(pounds);
    expect(amountsShown().filter((amount) => !allowed.includes(amount))).toEqual([]);
  });

  it('the summary gives the same price with its period', async () => {
    await open('/summary', SUMMARY, 'MONTHLY');
    const price = screen.getByText('Price').nextElementSibling;
    expect(price).toHaveTextContent('£21.95 today, then £21.93 a month');
    expect(
      amountsShown().filter((amount) => ![FIRST, REGULAR].map(pounds).includes(amount)),
    ).toEqual([]);
  });

  it('checkout charges the first instalment and names the months after it', async () => {
    const main = await open('/checkout', CHECKOUT, 'MONTHLY');
    expect(main).toHaveTextContent('Total to pay today: £21.95');
    expect(main).toHaveTextContent('£21.95 today, then £21.93 a month');
    expect(await screen.findByRole('button', { name: 'Pay £21.95 by card' })).toBeVisible();
    expect(
      amountsShown().filter((amount) => ![FIRST, REGULAR].map(pounds).includes(amount)),
    ).toEqual([]);
  });

  // Flex checks out monthly schedules only (its checkout is the disabled page for one payment).
  it('a single payment reads as one payment on the quote and the summary', async () => {
    const quote = await open('', QUOTE, 'SINGLE_PAYMENT');
    expect(quote).toHaveTextContent('£263.16 in one payment');
    expect(quote.querySelector('[data-line="total"]')).toHaveTextContent('Total£263.16');
    expect(new Set(amountsShown())).toEqual(new Set([pounds(SINGLE)]));
    cleanup();
    await open('/summary', SUMMARY, 'SINGLE_PAYMENT');
    expect(screen.getByText('Price').nextElementSibling).toHaveTextContent(
      '£263.16 in one payment',
    );
    expect(new Set(amountsShown())).toEqual(new Set([pounds(SINGLE)]));
  });
});

import { FLEX_PRODUCT } from '@brand/config';
import { screen, within } from '@testing-library/react';
import type { Proposal } from '../quoteApi';
import { fakePlatform, newProposal, renderProposal } from './proposal-screen-test-kit';

const ADD_ONS = '/flex/proposal/P1/add-ons';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

type Quote = NonNullable<Proposal['quote']>;

/**
 * A flex quote as the platform rates it: £30.00 a month of cover plus the ticked covers, each
 * priced per month; `offered` are the covers the rating offers (NCB protection needs 4 years).
 */
function addOnsProposal(
  ticked: string[],
  { offered = ['ncb_protection', 'legal_expenses', 'excess_assist'], ncd = 5 } = {},
): Proposal {
  const monthly: Record<string, number> = {
    ncb_protection: 336,
    legal_expenses: 210,
    excess_assist: 289,
  };
  const base = newProposal();
  const quote = base.quote as Quote;
  const schedules = quote.availablePaymentSchedules.map((schedule) => {
    const months = schedule.type === 'MONTHLY' ? 1 : 12;
    const extras = ticked.reduce((sum, code) => sum + (monthly[code] ?? 0) * months, 0);
    const total = 3000 * months + extras;
    return {
      ...schedule,
      priceOptions: offered.map((code) => ({
        coverGroup: 'optional',
        code,
        premium: ((monthly[code] ?? 0) * months) / 100,
        taxAmount: 0,
        active: ticked.includes(code),
      })),
      totals: { gross: total, discount: 0, discounted: total, ipt: 0 },
      instalments: schedule.type === 'MONTHLY' ? Array<number>(12).fill(total) : [total],
    };
  });
  return newProposal({
    data: { ...base.data, vehicle: { vrn: 'MN22 ELC', noClaimsDiscount: ncd } },
    quote: {
      ...quote,
      availablePaymentSchedules: schedules,
      coverOptions: offered.map((code) => ({
        code,
        coverGroup: 'optional',
        selected: ticked.includes(code),
        premium: (monthly[code] ?? 0) / 100,
      })),
    } as Quote,
  });
}

describe('the add-ons page', () => {
  it('links each add-on with an information page to it', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    renderProposal(ADD_ONS);
    const section = (await screen.findByRole('heading', { level: 2, name: 'About these extras' }))
      .parentElement as HTMLElement;
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'More about No claims bonus protection',
      'More about Motor legal expenses',
      'More about Excess assist',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      FLEX_PRODUCT.covers.withInfo.map(
        (code) => `/content/questions/cover-${code.replaceAll('_', '-')}.html`,
      ),
    );
  });

  it('opens a cover’s page in the help modal, titled by the cover’s name', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: newProposal() } });
    const { user } = renderProposal(ADD_ONS);
    await user.click(await screen.findByRole('link', { name: 'More about Motor legal expenses' }));
    const dialog = await screen.findByRole('dialog');
    const frame = within(dialog).getByTitle('Motor legal expenses');
    expect(frame).toHaveAttribute('src', '/content/questions/cover-legal-expenses.html');
  });

  it('says the no claims bonus protection protects the discount, not the price', async () => {
    fakePlatform({ 'GET /api/proposals/P1': { status: 200, body: addOnsProposal([]) } });
    renderProposal(ADD_ONS);
    const box = await screen.findByRole('checkbox', {
      name: 'No claims bonus protection: £3.36 a month',
    });
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining('It protects your discount, not the price of your insurance.'),
    );
  });
});

describe('the add-ons page prices', () => {
  it('shows each cover’s monthly price and the plan with the ticked covers as the total', async () => {
    fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: addOnsProposal(['legal_expenses']) },
    });
    renderProposal(ADD_ONS);
    expect(
      await screen.findByRole('checkbox', { name: 'Motor legal expenses: £2.10 a month' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Excess assist: £2.89 a month' }),
    ).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('£32.10 a month');
  });

  it('updates the total as a cover is ticked, from the platform’s new price', async () => {
    const calls = fakePlatform({
      'GET /api/proposals/P1': { status: 200, body: addOnsProposal([]) },
      'PATCH /api/proposals/P1': { status: 200, body: addOnsProposal(['excess_assist']) },
    });
    const { user } = renderProposal(ADD_ONS);
    const box = await screen.findByRole('checkbox', { name: 'Excess assist: £2.89 a month' });
    expect(screen.getByRole('status')).toHaveTextContent('£30.00 a month');
    await user.click(box);
    expect(await screen.findByText('£32.89 a month')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      changes: [{ path: 'excess_assist', value: true, attribute: 'optionalCover' }],
    });
  });
});

describe('the add-ons page without NCB protection', () => {
  it('says why NCB protection is not offered with under 4 years’ discount, with no tick', async () => {
    fakePlatform({
      'GET /api/proposals/P1': {
        status: 200,
        body: addOnsProposal([], { offered: ['legal_expenses', 'excess_assist'], ncd: 2 }),
      },
    });
    renderProposal(ADD_ONS);
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Not available on this quote' })
    ).parentElement as HTMLElement;
    expect(section).toHaveTextContent(
      'No claims bonus protection needs a no-claims discount of at least 4 years. You told us you have 2.',
    );
    expect(screen.queryByRole('checkbox', { name: /No claims bonus protection/ })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });
});

import type { ApiClient } from '@brand/api-client';
import { BrandThemeProvider } from '@brand/ui';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createJourneyStore } from '../../shared/store';
import { textsOf, WithTexts } from '../../shared/texts-test-kit';
import { type PriceFactor, priceFactorLines } from '../price-factor-lines';
import { loadProposal, type Proposal } from '../quoteApi';
import { scheduleChosen } from '../quoteSlice';
import { DEMO_PRICE_FACTORS, demoQuotedProposal } from './demo-price-factors';
import { PriceFactors } from './PriceFactors';

const t = textsOf('flex');

/** The component over a journeys store holding `proposal`, showing `schedule` when given. */
function show(proposal: Proposal, schedule?: string, limit?: number) {
  const store = createJourneyStore({} as ApiClient);
  store.dispatch(loadProposal.fulfilled(proposal, 'test', proposal.proposalCode));
  if (schedule) store.dispatch(scheduleChosen(schedule));
  return render(
    <BrandThemeProvider>
      <Provider store={store}>
        <WithTexts scheme="flex">
          <PriceFactors proposal={proposal} limit={limit} />
        </WithTexts>
      </Provider>
    </BrandThemeProvider>,
  );
}

const items = () =>
  within(screen.getByRole('region', { name: 'What shaped your price' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** A factor changing each monthly payment by `monthly` pence and the one payment by `single`. */
const factor = (
  code: PriceFactor['code'],
  answer: PriceFactor['answer'],
  monthly: number,
  single = monthly * 12,
): PriceFactor => ({
  code,
  answer,
  band: null,
  value: 1.1,
  annualEffect: single,
  effects: [
    { scheduleType: 'MONTHLY', amount: monthly },
    { scheduleType: 'SINGLE_PAYMENT', amount: single },
  ],
});

describe('what shaped your price, on the demo’s saved quote', () => {
  it('names the answers that change the monthly payment, largest first, a month each, under its heading', () => {
    show(demoQuotedProposal());
    expect(screen.getByRole('heading', { level: 2, name: 'What shaped your price' })).toBeVisible();
    expect(screen.getByText(/Each amount is what that one answer changes/)).toBeVisible();
    expect(items()).toEqual([
      'Your no-claims discount of 5 years saves you £14.40 a month',
      'Your car’s insurance group, 12 rather than group 1 (the cheapest), adds £3.59 a month',
      'Your car’s value of £9,150 saves you £1.96 a month',
      'Your age (40) saves you £0.93 a month',
      'Where your car is kept at night (On a driveway) saves you £0.93 a month',
    ]);
  });

  it('says what each changes in the one payment when that schedule is shown', () => {
    show(demoQuotedProposal(), 'SINGLE_PAYMENT');
    expect(items()).toEqual([
      'Your no-claims discount of 5 years saves you £172.76 on your one payment',
      'Your car’s insurance group, 12 rather than group 1 (the cheapest), adds £43.14 to your one payment',
      'Your car’s value of £9,150 saves you £23.47 on your one payment',
      'Your age (40) saves you £11.12 on your one payment',
      'Where your car is kept at night (On a driveway) saves you £11.12 on your one payment',
    ]);
  });

  it('names only the few that moved it most', () => {
    show(demoQuotedProposal(), undefined, 3);
    expect(items()).toHaveLength(3);
    expect(items()[2]).toContain('Your car’s value');
  });
});

describe('what shaped your price, when there is nothing to explain', () => {
  it('shows nothing when no payment depends on the answers (free drive-away cover)', () => {
    const free = DEMO_PRICE_FACTORS.map((f) => ({
      ...f,
      effects: [{ scheduleType: 'SINGLE_PAYMENT' as const, amount: 0 }],
    }));
    const { container } = show(demoQuotedProposal(free));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing for a quote stored without an explanation', () => {
    const { container } = show(demoQuotedProposal([]));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing without a quote', () => {
    const { container } = show({ ...demoQuotedProposal(), quote: null });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the words of each factor', () => {
  const lines = (factors: PriceFactor[]) =>
    priceFactorLines(factors, 'MONTHLY', t).map((line) => line.text);

  it('say one year, one claim and one conviction in the singular', () => {
    expect(
      lines([
        factor('noClaimsDiscount', 1, -500),
        factor('licenceYears', 1, 400),
        factor('faultClaims', 1, 300),
        factor('nonFaultClaims', 1, 200),
        factor('convictions', 1, 100),
      ]),
    ).toEqual([
      'Your no-claims discount of 1 year saves you £5.00 a month',
      'Having held your licence for 1 year adds £4.00 a month',
      'Having a claim you were at fault for adds £3.00 a month',
      'Having a claim that was not your fault adds £2.00 a month',
      'Having a motoring conviction adds £1.00 a month',
    ]);
    expect(lines([factor('faultClaims', 2, 600), factor('convictions', 2, 500)])).toEqual([
      'Having 2 claims you were at fault for adds £6.00 a month',
      'Having 2 motoring convictions adds £5.00 a month',
    ]);
  });

  it('name the answers: area, licence, use, mileage, excess, drivers, tracker and changes', () => {
    expect(
      lines([
        factor('postcodeArea', 'SW', 900),
        factor('licenceType', 'EUFull', 800),
        factor('usage', 'BusinessClass1', 700),
        factor('annualMileage', 20_000, 600),
        factor('voluntaryExcess', 300, -500),
        factor('additionalDrivers', 19, 400),
        factor('tracker', true, -300),
        factor('modifications', true, 200),
      ]),
    ).toEqual([
      'Living in the SW postcode area adds £9.00 a month',
      'Your type of licence (Full EU licence) adds £8.00 a month',
      'What you use your car for (Business use by me (class 1)) adds £7.00 a month',
      'Driving 20,000 miles a year adds £6.00 a month',
      'Your voluntary excess of £300 saves you £5.00 a month',
      'Naming additional drivers (the youngest is 19) adds £4.00 a month',
    ]);
    expect(lines([factor('tracker', true, -300), factor('modifications', true, 200)])).toEqual([
      'Having a tracker fitted to your car saves you £3.00 a month',
      'Having changes made to your car adds £2.00 a month',
    ]);
    expect(lines([factor('postcodeArea', null, 100)])).toEqual([
      'Where you live adds £1.00 a month',
    ]);
  });

  it('rank by the shown schedule’s payment and name nothing without a schedule', () => {
    const small = factor('tracker', true, -100, -5000);
    const large = factor('modifications', true, 200, 2400);
    expect(priceFactorLines([small, large], 'MONTHLY', t).map((l) => l.code)).toEqual([
      'modifications',
      'tracker',
    ]);
    expect(priceFactorLines([small, large], 'SINGLE_PAYMENT', t).map((l) => l.code)).toEqual([
      'tracker',
      'modifications',
    ]);
    expect(priceFactorLines([small, large], null, t)).toEqual([]);
  });
});

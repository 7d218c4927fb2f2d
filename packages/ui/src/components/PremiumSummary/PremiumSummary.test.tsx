import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { PremiumSummary } from './PremiumSummary';

function row(id: string) {
  const element = document.querySelector(`[data-line="${id}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no line ${id}`);
  return element;
}

describe('PremiumSummary amounts', () => {
  it('formats pence as pounds', () => {
    renderWithTheme(
      <PremiumSummary
        lines={[{ id: 'premium', header: 'Monthly premium', currentAmount: 123456 }]}
      />,
    );
    expect(within(row('premium')).getByRole('term')).toHaveTextContent('Monthly premium');
    expect(within(row('premium')).getByRole('definition')).toHaveTextContent('£1,234.56');
  });

  it('strikes the previous amount and says "previously" to assistive technology', () => {
    renderWithTheme(
      <PremiumSummary
        lines={[
          { id: 'premium', header: 'Monthly premium', previousAmount: 3140, currentAmount: 2999 },
        ]}
      />,
    );
    const previous = row('premium').querySelector('[data-amount="previous"]');
    expect(previous?.tagName).toBe('S');
    expect(previous).toHaveTextContent('previously £31.40');
    expect(row('premium').querySelector('[data-amount="current"]')).toHaveTextContent('now £29.99');
  });

  it('shows a previous amount of zero (a cover that was not there before)', () => {
    renderWithTheme(
      <PremiumSummary
        lines={[{ id: 'legal', header: 'Legal', previousAmount: 0, currentAmount: 300 }]}
      />,
    );
    expect(row('legal').querySelector('s')).toHaveTextContent('£0.00');
  });

  it('shows no strike-through or hidden words without a previous amount', () => {
    renderWithTheme(
      <PremiumSummary lines={[{ id: 'premium', header: 'Premium', currentAmount: 2999 }]} />,
    );
    expect(row('premium').querySelector('s')).toBeNull();
    expect(within(row('premium')).getByRole('definition').textContent).toBe('£29.99');
  });

  it('takes the hidden words from props so the apps can translate them', () => {
    renderWithTheme(
      <PremiumSummary
        previouslyLabel="was"
        nowLabel="is"
        lines={[{ id: 'premium', header: 'Premium', previousAmount: 100, currentAmount: 50 }]}
      />,
    );
    expect(within(row('premium')).getByRole('definition')).toHaveTextContent('was £1.00is £0.50');
  });
});

describe('PremiumSummary extra info and total', () => {
  it('lists additional line items, the IPT note and the total last', () => {
    renderWithTheme(
      <PremiumSummary
        heading="Your premium"
        lines={[{ id: 'premium', header: 'Monthly premium', currentAmount: 2999 }]}
        extra={{
          additionalLineItems: [{ id: 'fee', header: 'Adjustment fee', amount: 1500 }],
          ipt: 'Includes Insurance Premium Tax',
        }}
        total={{ id: 'total', header: 'Total', currentAmount: 4499 }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Your premium' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Monthly premium', 'Adjustment fee', 'Total']);
    expect(within(row('fee')).getByRole('definition')).toHaveTextContent('£15.00');
    expect(within(row('total')).getByRole('definition')).toHaveTextContent('£44.99');
    expect(screen.getByText('Includes Insurance Premium Tax')).toBeInTheDocument();
  });
});

describe('PremiumSummary layout', () => {
  it('keeps labels near their amounts: the breakdown is at most 36rem wide', () => {
    renderWithTheme(
      <PremiumSummary
        heading="Price breakdown"
        lines={[{ id: 'premium', header: 'Cover', currentAmount: 2999 }]}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Price breakdown' });
    expect(summary).toHaveStyle({ maxWidth: '36rem' });
  });
});

import { BrandThemeProvider } from '@brand/ui';
import { render, screen } from '@testing-library/react';
import { WithTexts } from '../../shared/texts-test-kit';
import { quoteOf } from '../renewal-test-data';
import { RenewalPriceCheck, type RenewalPriceCheckProps } from './RenewalPriceCheck';

function renderCheck(quote: RenewalPriceCheckProps['quote']) {
  return render(
    <BrandThemeProvider withGlobalStyles={false}>
      <WithTexts>
        <RenewalPriceCheck quote={quote} />
      </WithTexts>
    </BrandThemeProvider>,
  );
}

const check = (renewalPence: number, newBusinessPence: number, capped: boolean) => ({
  capped,
  annual: { renewalPence: renewalPence * 12, newBusinessPence: newBusinessPence * 12 },
  schedules: [
    { type: 'MONTHLY' as const, renewalPence, newBusinessPence },
    {
      type: 'SINGLE_PAYMENT' as const,
      renewalPence: renewalPence * 12,
      newBusinessPence: newBusinessPence * 12,
    },
  ],
});

describe('RenewalPriceCheck (ICOBS 6B)', () => {
  it('says the renewal price is no higher than a new customer’s, with both figures', () => {
    renderCheck({ ...quoteOf(5417), renewalPriceCheck: check(5417, 5600, false) });
    expect(screen.getByRole('heading', { name: 'How your renewal price compares' })).toBeVisible();
    expect(
      screen.getByText(
        'Your renewal price of £54.17 a month is no higher than the £56.00 a month we would charge a new customer for the same cover, with the same details, bought the same way today.',
      ),
    ).toBeVisible();
  });

  it('says a renewal priced above new business was lowered to the new-business price', () => {
    renderCheck({ ...quoteOf(5300), renewalPriceCheck: check(5417, 5300, true) });
    expect(screen.getByText(/was priced at £54\.17 a month/)).toHaveTextContent(
      'we have lowered it to £53.00 a month',
    );
  });

  it('shows nothing without the platform’s check', () => {
    const { container } = renderCheck({ ...quoteOf(5417), renewalPriceCheck: null });
    expect(container).toBeEmptyDOMElement();
  });
});

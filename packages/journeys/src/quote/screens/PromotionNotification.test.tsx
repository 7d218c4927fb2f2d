import { BrandThemeProvider } from '@brand/ui';
import { render, screen } from '@testing-library/react';
import { WithTexts } from '../../shared/texts-test-kit';
import type { Proposal } from '../quoteApi';
import { PromotionNotification } from './PromotionNotification';

const CODE = 'MINIELEC12M2025Q4';

function proposal(extra: Partial<Record<string, unknown>>): Proposal {
  return { promoCode: CODE, missingSections: [], quote: null, ...extra } as unknown as Proposal;
}

function show(shown: Proposal) {
  return render(
    <BrandThemeProvider>
      <WithTexts scheme="flex">
        <PromotionNotification proposal={shown} />
      </WithTexts>
    </BrandThemeProvider>,
  );
}

describe('the promotion notification', () => {
  it('says the promotion is applied, with its title', () => {
    show(proposal({ quote: { promotion: { promoCode: CODE, eligible: true, text: null } } }));
    expect(
      screen.getByText(/Your promotion has been applied: 12 months’ free cover/),
    ).toBeInTheDocument();
  });

  it('says the customer is not eligible, with the platform’s reason', () => {
    show(
      proposal({ quote: { promotion: { promoCode: CODE, eligible: false, text: 'Too old.' } } }),
    );
    expect(screen.getByText(/You are not eligible for this promotion/)).toBeInTheDocument();
    expect(screen.getByText('Too old.')).toBeInTheDocument();
  });

  it('warns while the promotion questions are unanswered, and is absent without a code', () => {
    const { unmount } = show(proposal({ missingSections: ['promotion'] }));
    expect(screen.getByText(/Please answer the promotion questions/)).toBeInTheDocument();
    unmount();
    const { container } = show(proposal({ promoCode: null }));
    expect(container).toBeEmptyDOMElement();
  });
});

import { ShellPage } from '@brand/app-shell';
import type { ProductConfig } from '@brand/config';
import { Button } from '@brand/ui';
import { useNavigate } from 'react-router';
import { productOf, proposalPath, type sectionsOf } from '../../shared/proposal-model';
import { useTexts } from '../../shared/texts';
import { firstSectionToAnswer } from '../quote-routing';
import type { Proposal } from '../quoteApi';

/**
 * What to have to hand before a quote (spec 000 §2), and its start: the product entry shows it
 * before any proposal exists, and a proposal with nothing answered shows it again.
 */
export function BeforeWeBeginPage({
  product,
  onStart,
}: {
  /** The product whose checklist it shows. */
  product: ProductConfig;
  /** What "Start my quote" does. */
  onStart: () => void;
}) {
  const t = useTexts();
  return (
    <ShellPage focusOnNavigation title={t('proposal.beforeWeBegin.title')}>
      <p>{t('proposal.beforeWeBegin.intro')}</p>
      <ul>
        {product.beforeWeBegin.checklist.map((key) => (
          <li key={key}>{t(key, { years: 5 })}</li>
        ))}
      </ul>
      <Button onClick={onStart}>{t('proposal.beforeWeBegin.start')}</Button>
    </ShellPage>
  );
}

/** Before we begin of a proposal nothing is answered on yet: its start is the first section. */
export function BeforeWeBegin({
  proposal,
  sections,
}: {
  proposal: Proposal;
  sections: ReturnType<typeof sectionsOf>;
}) {
  const navigate = useNavigate();
  const ids = sections.map((section) => section.id);
  const first = firstSectionToAnswer(ids, proposal.missingSections);
  return (
    <BeforeWeBeginPage
      product={productOf(proposal)}
      onStart={() => navigate(proposalPath(proposal, `disclosure/${first ?? ''}`))}
    />
  );
}

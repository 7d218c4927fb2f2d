import { ShellPage } from '@brand/app-shell';
import { Button } from '@brand/ui';
import { useNavigate } from 'react-router';
import { productOf, proposalPath, type sectionsOf } from '../../shared/proposal-model';
import { useTexts } from '../../shared/texts';
import { firstSectionToAnswer } from '../quote-routing';
import type { Proposal } from '../quoteApi';

/** Before we begin (spec 000 §2): what to have to hand, and the start of the disclosure. */
export function BeforeWeBegin({
  proposal,
  sections,
}: {
  proposal: Proposal;
  sections: ReturnType<typeof sectionsOf>;
}) {
  const t = useTexts();
  const navigate = useNavigate();
  const ids = sections.map((section) => section.id);
  const first = firstSectionToAnswer(ids, proposal.missingSections);
  return (
    <ShellPage focusOnNavigation title={t('proposal.beforeWeBegin.title')}>
      <p>{t('proposal.beforeWeBegin.intro')}</p>
      <ul>
        {productOf(proposal).beforeWeBegin.checklist.map((key) => (
          <li key={key}>{t(key, { years: 5 })}</li>
        ))}
      </ul>
      <Button onClick={() => navigate(proposalPath(proposal, `disclosure/${first ?? ''}`))}>
        {t('proposal.beforeWeBegin.start')}
      </Button>
    </ShellPage>
  );
}

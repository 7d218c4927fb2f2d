import { useNavigate } from 'react-router';
import { productOf, proposalPath, type sectionsOf } from '../../shared/proposal-model';
import { firstSectionToAnswer } from '../quote-routing';
import type { Proposal } from '../quoteApi';
import { BeforeWeBeginPage } from './BeforeWeBeginPage';

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
      checklist={productOf(proposal).beforeWeBegin.checklist}
      onStart={() => navigate(proposalPath(proposal, `disclosure/${first ?? ''}`))}
    />
  );
}

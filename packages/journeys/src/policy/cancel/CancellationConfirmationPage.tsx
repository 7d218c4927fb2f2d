// The cancellation-confirmation page (spec 001 §2): the termination date and a View dashboard
// action, with the feedback prompt (type cancellation) for a customer, never for an agent.
import { routerLink, ShellPage } from '@brand/app-shell';
import { productConfigFor } from '@brand/config';
import { formatCoverTime } from '@brand/domain';
import { AppLink } from '@brand/ui';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { FeedbackModal, useFeedbackPrompt } from '../../shared/feedback';
import { useTexts } from '../../shared/texts';
import { cancellationEndOf } from '../details/details-model';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';

/** The page after a cancellation, for a policy that is cancelled or whose cancellation is set. */
export function CancellationConfirmationPage({ policy }: { policy: Policy }) {
  const t = useTexts();
  const product = productConfigFor(policy.productUrlName);
  const ends = cancellationEndOf(policy);
  // When the page opened: an immediate cancellation's end is already past, and says so.
  const [openedAt] = useState(() => Date.now());
  const prompt = useFeedbackPrompt({
    type: 'cancellation',
    policyId: ends ? policy.policyId : null,
    product,
  });
  // Nothing was cancelled: the policy's own page.
  if (!ends) return <Navigate replace to={policyPagePath(policy)} />;
  return (
    <ShellPage
      focusOnNavigation
      title={t('cancellation.confirmation.title')}
      subtitle={t('policy.number', { policyNumber: policy.policyNumber })}
    >
      <p>
        {t(
          Date.parse(ends) <= openedAt
            ? 'cancellation.confirmation.terminationDatePast'
            : 'cancellation.confirmation.terminationDate',
          { date: formatCoverTime(ends) },
        )}
      </p>
      <p>{t('cancellation.confirmation.documents')}</p>
      <p>
        <AppLink href="/" renderLink={routerLink}>
          {t('cancellation.confirmation.viewDashboard')}
        </AppLink>
      </p>
      <FeedbackModal
        open={prompt.open}
        type="cancellation"
        policyId={policy.policyId}
        actions={product.feedback.actions}
        onClose={prompt.close}
      />
    </ShellPage>
  );
}

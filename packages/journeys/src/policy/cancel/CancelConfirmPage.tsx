// The cancellation's confirm page (spec 001 §2): when cover ends (a day, or at once), a
// destructive confirm and a dismiss back to the policy. Confirming creates the CAN adjustment,
// commits it, reloads the policy and goes on to cancellation-confirmation.
import { routerLink, ShellPage } from '@brand/app-shell';
import { formatCoverDay } from '@brand/domain';
import { AppLink, type BrandTheme, Button, Notification } from '@brand/ui';
import styled from '@emotion/styled';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { CallFailure } from '../../shared/call-failure';
import { Failure } from '../../shared/Failure';
import { useJourneyDispatch } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import { isCancelChoice } from './cancel-model';
import { cancelPolicy } from './cancelApi';

const Actions = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md}px;
`;
});

/** The confirm page of a cancellation chosen on the form. */
export function CancelConfirmPage({ policy }: { policy: Policy }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const parent = policyPagePath(policy);
  // A reload or a typed address carries no choice: back to the form to make one.
  if (!isCancelChoice(state)) return <Navigate replace to={policyPagePath(policy, 'cancel')} />;

  const confirm = async () => {
    setSending(true);
    setFailure(null);
    const result = await dispatch(
      cancelPolicy({
        policyId: policy.policyId,
        reason: state.reason,
        effectiveAt: state.effectiveAt ?? undefined,
      }),
    );
    setSending(false);
    if (cancelPolicy.fulfilled.match(result)) {
      void navigate(policyPagePath(policy, 'cancellation-confirmation'), { replace: true });
    } else if (!result.meta.aborted) {
      setFailure(result.payload ?? { kind: 'UNEXPECTED' });
    }
  };

  return (
    <ShellPage
      focusOnNavigation
      title={t('cancellation.confirm.title')}
      subtitle={t('policy.number', { policyNumber: policy.policyNumber })}
      upLink={{ text: t('cancellation.back'), href: policyPagePath(policy, 'cancel') }}
    >
      <p>
        {state.effectiveAt
          ? t('cancellation.confirm.effectiveDate', { date: formatCoverDay(state.effectiveAt) })
          : t('cancellation.confirm.immediate')}
      </p>
      <Notification tone="warning">
        <p>{t('cancellation.confirm.warning')}</p>
      </Notification>
      <Failure failure={failure} />
      <Actions>
        <Button variant="destructive" loading={sending} disabled={sending} onClick={confirm}>
          {t('cancellation.confirm.confirm')}
        </Button>
        <AppLink href={parent} renderLink={routerLink}>
          {t('cancellation.confirm.dismiss')}
        </AppLink>
      </Actions>
    </ShellPage>
  );
}

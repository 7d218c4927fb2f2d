// An adjustment's review (spec 001 §2 "Adjustment review page", §4): the changes, the price before
// and after, what is due now or credited, and the confirm action its outcome allows — allowed,
// referred (an agreement first; confirming ends the policy at once and goes home) or the
// invalid-state page. A missing or already confirmed adjustment goes to the policy's page; a
// commit the platform no longer accepts opens the gone modal.
import { routerLink, useHelp } from '@brand/app-shell';
import { BRAND_SETTINGS, questionHelpUrl } from '@brand/config';
import {
  AppLink,
  type BrandTheme,
  Button,
  CheckboxGroup,
  ErrorState,
  LoadingIndicator,
  Modal,
  Notification,
} from '@brand/ui';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { CallFailure } from '../../shared/call-failure';
import { Failure } from '../../shared/Failure';
import { useJourneyDispatch } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import { AdjustmentPayment } from './AdjustmentPayment';
import type { Adjustment } from './adjustment-types';
import { commitAdjustment } from './adjustmentsApi';
import { ChangesTable } from './ChangesTable';
import { ManagementPage } from './ManagementPage';
import {
  type AdjustmentOrigin,
  confirmationRoute,
  isGone,
  managementPath,
  reviewOutcomeOf,
} from './management-model';
import { ReviewMoney } from './ReviewMoney';
import { changeLines } from './review-lines';
import type { Editor } from './use-editor';
import { useLoadedAdjustment } from './useLoadedAdjustment';

const Stack = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.lg}px;
  min-width: 0;
`;
});

const Actions = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md}px;
`;
});

/** Props of AdjustmentReviewPage. */
export interface AdjustmentReviewPageProps {
  policy: Policy;
  editor: Editor;
  origin: AdjustmentOrigin;
  adjustmentId: string;
}

/** The review of one adjustment. */
export function AdjustmentReviewPage(props: AdjustmentReviewPageProps) {
  const { policy, adjustmentId } = props;
  const t = useTexts();
  const state = useLoadedAdjustment(adjustmentId);
  const parent = policyPagePath(policy);
  if (state.status === 'failed') {
    // Another's or a missing adjustment answers 404: it goes to the parent as a confirmed one does.
    if (state.failure.status === 404) return <Navigate replace to={parent} />;
    return (
      <ManagementPage
        policy={policy}
        title={t('management.review.title')}
        up={{ href: parent, text: t('management.back') }}
      >
        <Failure failure={state.failure} />
      </ManagementPage>
    );
  }
  if (state.status === 'loading') return <LoadingIndicator label={t('policy.loading')} />;
  const { adjustment } = state;
  if (adjustment.confirmed || adjustment.policyId !== policy.policyId) {
    return <Navigate replace to={parent} />;
  }
  const outcome = reviewOutcomeOf(adjustment);
  if (outcome === 'invalidState') return <InvalidStatePage policy={policy} />;
  return <Review {...props} adjustment={adjustment} referred={outcome === 'referred'} />;
}

function Review({
  policy,
  editor,
  origin,
  adjustment,
  referred,
}: AdjustmentReviewPageProps & { adjustment: Adjustment; referred: boolean }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const navigate = useNavigate();
  const agreementId = useId();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [gone, setGone] = useState(false);
  const form = managementPath(policy, origin);
  const lines = adjustment.changes.flatMap((change) => changeLines(change, policy, t));
  const route = confirmationRoute(policy, adjustment);

  const commit = async () => {
    setSaving(true);
    setFailure(null);
    const result = await dispatch(commitAdjustment({ adjustmentId: adjustment.adjustmentId }));
    setSaving(false);
    if (!commitAdjustment.fulfilled.match(result)) {
      if (result.meta.aborted) return;
      if (isGone(result.payload)) setGone(true);
      else setFailure(result.payload ?? { kind: 'UNEXPECTED' });
      return;
    }
    // The result page reads the policy again; home (after a referral) reads its own.
    if (referred) navigate('/');
    else navigate(managementPath(policy, origin, adjustment.adjustmentId, true));
  };

  return (
    <ManagementPage
      policy={policy}
      title={t(referred ? 'management.review.referred.title' : 'management.review.title')}
      up={{ href: form, text: t('management.review.back') }}
    >
      <Stack>
        {referred ? (
          <Notification tone="warning">
            <p>{t('management.review.referred.body')}</p>
          </Notification>
        ) : null}
        <section aria-labelledby={`${agreementId}-changes`}>
          <h2 id={`${agreementId}-changes`}>{t('management.review.changes')}</h2>
          <ChangesTable labelledBy={`${agreementId}-changes`} lines={lines} />
        </section>
        <ReviewMoney policy={policy} adjustment={adjustment} referred={referred} />
        <Failure failure={failure} />
        {referred ? (
          <CheckboxGroup
            id={agreementId}
            name="agreement"
            label={t('management.review.referred.title')}
            hideLabel
            value={agreed ? ['agreed'] : []}
            onChange={(value) => setAgreed(value.includes('agreed'))}
            options={[{ value: 'agreed', label: t('management.review.referred.agreement') }]}
          />
        ) : null}
        <Actions>
          {!referred && route === 'pay' ? (
            <AdjustmentPayment
              policy={policy}
              editor={editor}
              origin={origin}
              adjustment={adjustment}
            />
          ) : (
            <Button
              variant={referred ? 'destructive' : 'primary'}
              onClick={commit}
              loading={saving}
              disabled={referred && !agreed}
            >
              {t(referred ? 'management.review.referred.confirm' : 'management.review.confirm')}
            </Button>
          )}
          <AppLink href={form} renderLink={routerLink}>
            {t('management.review.discard')}
          </AppLink>
        </Actions>
      </Stack>
      <Modal
        open={gone}
        onClose={() => setGone(false)}
        title={t('errors.adjustment.gone.header')}
        closeLabel={t('journeys.modal.close')}
        footer={
          <Button onClick={() => navigate(form)}>{t('errors.adjustment.gone.discard')}</Button>
        }
      >
        <p>{t('errors.adjustment.gone.body')}</p>
      </Modal>
    </ManagementPage>
  );
}

/** The invalid-state page (spec 001 §8): a header, a subheader with a link, and chat. */
function InvalidStatePage({ policy }: { policy: Policy }) {
  const t = useTexts();
  const { openChat } = useHelp();
  const parent = policyPagePath(policy);
  return (
    <ManagementPage
      policy={policy}
      title={t('management.review.title')}
      up={{ href: parent, text: t('management.back') }}
    >
      <ErrorState
        heading={t('errors.adjustment.invalidState.header')}
        announce
        {...(BRAND_SETTINGS.chatWidget
          ? {
              onChat: () =>
                openChat({
                  policyId: policy.policyId,
                  error: t('errors.adjustment.invalidState.header'),
                }),
              chatLabel: t('errors.actions.chat'),
            }
          : {})}
        actions={
          <AppLink href={parent} renderLink={routerLink}>
            {t('management.back')}
          </AppLink>
        }
      >
        <p>
          {t('management.review.invalidState.subheader')}{' '}
          <a href={questionHelpUrl('policy-changes')} target="_blank" rel="noreferrer">
            {t('errors.adjustment.invalidState.link')}
          </a>
          .
        </p>
      </ErrorState>
    </ManagementPage>
  );
}

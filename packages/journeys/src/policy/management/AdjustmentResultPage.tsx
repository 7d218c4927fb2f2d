// An adjustment's result (spec 001 §4 "Adjustment flow", §8): success when it is confirmed, saying
// whether the change applies now or from a later day (deferred), with the feedback prompt for a
// customer; otherwise the error page, worded by whether the checks were clear. After a card
// payment the platform confirms the change as the payment settles, so the page asks again for a
// short while before it calls the change failed.
import { routerLink, useHelp } from '@brand/app-shell';
import { BRAND_SETTINGS, productConfigFor } from '@brand/config';
import { formatCoverTime } from '@brand/domain';
import { AppLink, ErrorState, LoadingIndicator, Notification } from '@brand/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Failure } from '../../shared/Failure';
import { FeedbackModal, useFeedbackPrompt } from '../../shared/feedback';
import { useJourneyDispatch } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import type { Adjustment } from './adjustment-types';
import { refreshPolicy } from './adjustmentsApi';
import { ManagementPage } from './ManagementPage';
import { adjustmentTiming, latestVersionOf } from './management-model';
import type { Editor } from './use-editor';
import { useLoadedAdjustment } from './useLoadedAdjustment';

/** How often and how many times the page asks again after a payment before calling it failed. */
export const RESULT_RECHECK = { everyMs: 1500, times: 8 } as const;

/** Props of AdjustmentResultPage. */
export interface AdjustmentResultPageProps {
  policy: Policy;
  editor: Editor;
  adjustmentId: string;
}

/** The result of one adjustment. */
export function AdjustmentResultPage({ policy, adjustmentId }: AdjustmentResultPageProps) {
  const t = useTexts();
  const { search } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const state = useLoadedAdjustment(adjustmentId, attempt);
  const adjustment = state.status === 'ready' ? state.adjustment : null;
  // A return from the hosted card page carries its session; only then is an unconfirmed change
  // possibly still settling.
  const afterPayment = new URLSearchParams(search).has('session_id');
  const settling =
    afterPayment && adjustment !== null && !adjustment.confirmed && attempt < RESULT_RECHECK.times;

  useEffect(() => {
    if (!settling) return;
    const timer = setTimeout(() => setAttempt((count) => count + 1), RESULT_RECHECK.everyMs);
    return () => clearTimeout(timer);
  }, [settling]);

  const parent = policyPagePath(policy);
  const page = (children: ReactNode) => (
    <ManagementPage
      policy={policy}
      title={t('management.result.error.title')}
      up={{ href: parent, text: t('management.back') }}
    >
      {children}
    </ManagementPage>
  );
  if (state.status === 'failed') return page(<Failure failure={state.failure} />);
  if (!adjustment || settling) {
    return <LoadingIndicator label={t('policy.loading')} />;
  }
  return adjustment.confirmed ? (
    <Success policy={policy} adjustment={adjustment} />
  ) : (
    page(<ResultError policy={policy} adjustment={adjustment} />)
  );
}

function Success({ policy, adjustment }: { policy: Policy; adjustment: Adjustment }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const product = productConfigFor(policy.productUrlName);
  const prompt = useFeedbackPrompt({ type: 'mta', policyId: policy.policyId, product });
  const timing = adjustmentTiming(adjustment);
  const startsAt = latestVersionOf(adjustment)?.startedAt ?? adjustment.effectiveAt;
  const parent = policyPagePath(policy);
  const { policyId } = policy;
  // The frame shows the policy's new version (a paid change was confirmed away from this app).
  useEffect(() => {
    const load = dispatch(refreshPolicy({ policyId }));
    return () => load.abort();
  }, [dispatch, policyId]);

  return (
    <ManagementPage
      policy={policy}
      title={t('management.result.success.title')}
      up={{ href: parent, text: t('management.back') }}
    >
      <Notification tone="success">
        <p>
          {timing === 'now'
            ? t('management.result.success.immediate')
            : t(`management.result.success.${timing}`, { time: formatCoverTime(startsAt) })}
        </p>
      </Notification>
      <AppLink href={parent} renderLink={routerLink}>
        {t('management.back')}
      </AppLink>
      <FeedbackModal
        open={prompt.open}
        type="mta"
        policyId={policy.policyId}
        actions={product.feedback.actions}
        onClose={prompt.close}
      />
    </ManagementPage>
  );
}

/** Why the change could not be made online, as the customer reads it. */
function resultErrorKey(adjustment: Adjustment): string {
  return adjustment.verificationClear
    ? 'errors.adjustment.result.default'
    : 'errors.adjustment.result.verificationFailed';
}

function ResultError({ policy, adjustment }: { policy: Policy; adjustment: Adjustment }) {
  const t = useTexts();
  const { openChat } = useHelp();
  const parent = policyPagePath(policy);
  return (
    <ErrorState
      heading={t('management.result.error.title')}
      announce
      {...(BRAND_SETTINGS.chatWidget
        ? {
            onChat: () =>
              openChat({ policyId: policy.policyId, error: t(resultErrorKey(adjustment)) }),
            chatLabel: t('errors.actions.chat'),
          }
        : {})}
      actions={
        <AppLink href={parent} renderLink={routerLink}>
          {t('management.back')}
        </AppLink>
      }
    >
      <p>{t(resultErrorKey(adjustment))}</p>
    </ErrorState>
  );
}

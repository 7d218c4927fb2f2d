// The details tab's auto-renewal section (spec 001 §2, §4; spec 000 §4 opt-out): whether the policy
// renews, and the switch where the product allows it. Turning it off asks for the reason with the
// renewal opt-out's own form; turning it back on is one action. The platform's answer is the
// policy as it now stands, which the page shows.
import { renewalOptOutForm } from '@brand/config';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { type BrandTheme, Button, Notification } from '@brand/ui';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { optOutReasonOf } from '../../renewal/renewalApi';
import { Failure } from '../../shared/Failure';
import { longDate } from '../../shared/proposal-model';
import { useJourneyDispatch, useJourneySelector } from '../../shared/store';
import { useTexts } from '../../shared/texts';
import { changeAutoRenewal, type Policy } from '../policyApi';
import { selectPolicyState } from '../policySlice';
import { DetailsSection } from './DetailsSection';
import { autoRenewalOf } from './details-model';

// The reason form: its heading, words, form and the keep-it-on button spaced apart, each its width.
const ReasonForm = styled.section(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.md}px;
  justify-items: start;
  > * { margin: 0; }
  > form { justify-self: stretch; }
`;
});

/** The auto-renewal section of a policy's details. */
export function AutoRenewalSection({ policy }: { policy: Policy }) {
  const t = useTexts();
  const dispatch = useJourneyDispatch();
  const { autoRenewal } = useJourneySelector(selectPolicyState);
  const [askingReason, setAskingReason] = useState(false);
  // What the last change did, said once it is saved (a status, read out politely).
  const [done, setDone] = useState<'on' | 'off' | null>(null);
  const formId = useId();
  const state = autoRenewalOf(policy);
  const saving = autoRenewal.status === 'saving';
  const date = longDate(state.endsAt);

  const change = async (enabled: boolean, values?: FormValues) => {
    const result = await dispatch(
      changeAutoRenewal({
        policyId: policy.policyId,
        enabled,
        ...(values ? { reason: optOutReasonOf(values) } : {}),
      }),
    );
    if (changeAutoRenewal.fulfilled.match(result)) {
      setAskingReason(false);
      setDone(enabled ? 'on' : 'off');
    }
  };

  return (
    <DetailsSection id="details-auto-renewal" title={t('policy.details.autoRenewal.title')}>
      <p>
        {state.on
          ? t('policy.details.autoRenewal.on', { date })
          : t('policy.details.autoRenewal.off', { date })}
      </p>
      {done ? (
        <Notification tone="success">
          <p>
            {t(done === 'on' ? 'renewal.autoRenewal.turnedOn' : 'renewal.autoRenewal.turnedOff')}
          </p>
        </Notification>
      ) : null}
      <Failure failure={autoRenewal.status === 'failed' ? autoRenewal.failure : null} />
      {!state.switchable ? null : state.on ? (
        askingReason ? (
          <ReasonForm aria-labelledby={formId}>
            <h3 id={formId}>{t('policy.details.autoRenewal.reasonTitle')}</h3>
            <p>{t('renewal.optOut.description', { date })}</p>
            <FormRenderer
              t={t}
              form={renewalOptOutForm}
              onSubmit={(values) => change(false, values)}
              submitLabel="policy.details.autoRenewal.turnOff"
              disableSubmitUntilValid={false}
            />
            <Button variant="secondary" disabled={saving} onClick={() => setAskingReason(false)}>
              {t('policy.details.autoRenewal.keepOn')}
            </Button>
          </ReasonForm>
        ) : (
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setDone(null);
                setAskingReason(true);
              }}
            >
              {t('policy.details.autoRenewal.turnOff')}
            </Button>
          </div>
        )
      ) : (
        <div>
          <Button loading={saving} disabled={saving} onClick={() => void change(true)}>
            {t('policy.details.autoRenewal.turnOn')}
          </Button>
        </div>
      )}
    </DetailsSection>
  );
}

// An agent settles an outstanding balance by phone (spec 001 §5, 002 §5): the policyholder's date
// of birth and the card's billing postcode confirmed, then the card keyed in the card field (ADR
// 0048) or, behind "I have a token", a pasted token, used within 10 minutes. Loaded only for agents, so the form engine stays out of home's first load.
import { createSettleMotoPayment } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { POLICYHOLDER_DATE_OF_BIRTH_CONTEXT, settlePaymentForm } from '@brand/config';
import { formatGBP, normalisePostcode } from '@brand/domain';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { LoadingIndicator, Notification } from '@brand/ui';
import { useId, useMemo, useState } from 'react';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { useJourneyLoad } from '../shared/journey-load';
import { usePhoneCard } from '../shared/phone-card';
import { motoFailureText } from '../shared/phone-payment';
import { useJourneySelector } from '../shared/store';
import { useTexts } from '../shared/texts';
import type { CustomerAccount } from './billingApi';
import {
  initialSettleByPhoneState,
  loadSettlePolicyholder,
  selectSettleByPhoneState,
} from './settleByPhoneSlice';

/** Props of SettleByPhone. */
export interface SettleByPhoneProps {
  account: CustomerAccount;
  /** The balance was paid: pence taken. */
  onSettled: (amountPence: number) => void;
}

/** The settle form of one account, checked against the policyholder's date of birth. */
export function SettleByPhone({ account, onSettled }: SettleByPhoneProps) {
  const t = useTexts();
  const api = useApiClient();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const card = usePhoneCard(settlePaymentForm);
  // Keyed by the account: each settle form reads the policyholder once it opens.
  const requestId = useJourneyLoad(account.accountId, (dispatch) =>
    dispatch(loadSettlePolicyholder()),
  );
  const current = useJourneySelector(selectSettleByPhoneState);
  const policyholder = current.requestId === requestId ? current : initialSettleByPhoneState;
  const dob = policyholder.dateOfBirth;
  const context = useMemo(
    () => ({ isAdmin: true, values: { [POLICYHOLDER_DATE_OF_BIRTH_CONTEXT]: dob } }),
    [dob],
  );

  const settle = async (values: FormValues) => {
    const keyed = await card.cardToken(values);
    if (!keyed) return;
    const { token, tokenCreatedAt } = keyed;
    const action = `moto:settle:${account.accountId}:${token}`;
    setFailure(null);
    try {
      const { amountPence } = await createSettleMotoPayment(
        api,
        {
          id: account.accountId,
          body: {
            token,
            tokenCreatedAt,
            postalCode: normalisePostcode(String(values.postalCode)),
            dateOfBirth: String(values.dateOfBirth),
          },
        },
        { idempotencyKey: idempotencyKeyFor(action) },
      );
      actionSucceeded(action);
      onSettled(amountPence);
    } catch (error) {
      setFailure(motoFailureText(error, t));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t(settlePaymentForm.title ?? 'admin.settle.title')}</h3>
      <p>{t(card.descriptionKey('admin.settle.keyedDescription'))}</p>
      {failure ? (
        <Notification tone="critical">
          <p>{failure}</p>
        </Notification>
      ) : null}
      {policyholder.status === 'loading' ? (
        <LoadingIndicator label={t('journeys.loading')} />
      ) : policyholder.status === 'failed' ? (
        <Notification tone="critical">
          <p>{t('policy.notifications.policyholderFailed')}</p>
        </Notification>
      ) : (
        <>
          {card.field}
          <FormRenderer
            t={t}
            form={card.form}
            context={context}
            submitLabel={t('admin.settle.submit', { amount: formatGBP(account.outstandingAmount) })}
            onValuesChange={card.onValuesChange}
            onSubmit={settle}
          />
          {card.toggle}
        </>
      )}
    </section>
  );
}

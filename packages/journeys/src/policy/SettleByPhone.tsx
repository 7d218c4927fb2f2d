// An agent settles an outstanding balance by phone (spec 001 §5, 002 §5): the policyholder's date
// of birth and the card's billing postcode confirmed, then the pasted card token, used within
// 10 minutes. Loaded only for agents, so the form engine stays out of home's first load.
import { createSettleMotoPayment, getPolicyholder, isAbortError } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { POLICYHOLDER_DATE_OF_BIRTH_CONTEXT, settlePaymentForm } from '@brand/config';
import { formatGBP, normalisePostcode } from '@brand/domain';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { LoadingIndicator, Notification } from '@brand/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { motoFailureText, useTokenEnteredAt } from '../shared/phone-payment';
import { useTexts } from '../shared/texts';
import type { CustomerAccount } from './billingApi';

/** Props of SettleByPhone. */
export interface SettleByPhoneProps {
  account: CustomerAccount;
  /** The balance was paid: pence taken. */
  onSettled: (amountPence: number) => void;
}

type Policyholder = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; dob: string };

/** The settle form of one account, checked against the policyholder's date of birth. */
export function SettleByPhone({ account, onSettled }: SettleByPhoneProps) {
  const t = useTexts();
  const api = useApiClient();
  const headingId = useId();
  const [policyholder, setPolicyholder] = useState<Policyholder>({ status: 'loading' });
  const [failure, setFailure] = useState<string | null>(null);
  const { onValuesChange, enteredAt } = useTokenEnteredAt();

  useEffect(() => {
    const controller = new AbortController();
    getPolicyholder(api, {}, { signal: controller.signal }).then(
      ({ dateOfBirth }) => setPolicyholder({ status: 'ready', dob: dateOfBirth }),
      (error: unknown) => {
        if (!isAbortError(error)) setPolicyholder({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api]);

  const dob = policyholder.status === 'ready' ? policyholder.dob : null;
  const context = useMemo(
    () => ({ isAdmin: true, values: { [POLICYHOLDER_DATE_OF_BIRTH_CONTEXT]: dob } }),
    [dob],
  );

  const settle = async (values: FormValues) => {
    const token = String(values.token).trim();
    const action = `moto:settle:${account.accountId}:${token}`;
    setFailure(null);
    try {
      const { amountPence } = await createSettleMotoPayment(
        api,
        {
          id: account.accountId,
          body: {
            token,
            tokenCreatedAt: enteredAt(),
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
      <p>{t(settlePaymentForm.description ?? 'admin.settle.description')}</p>
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
        <FormRenderer
          t={t}
          form={settlePaymentForm}
          context={context}
          submitLabel={t('admin.settle.submit', { amount: formatGBP(account.outstandingAmount) })}
          onValuesChange={onValuesChange}
          onSubmit={settle}
        />
      )}
    </section>
  );
}

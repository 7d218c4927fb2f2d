// Paying an adjustment's amount due on a single-payment policy (spec 001 §4 "Payment on
// adjustment", §6): a customer goes to the hosted card checkout, an agent takes the card by phone
// in the card field or with a pasted token (ADR 0048), as the proposal's checkout does. One Idempotency-Key per press (the card
// page) or per token (the phone form), so a retry never pays twice.
import { createAdjustmentCardCheckout, createAdjustmentMotoPayment } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { phonePaymentForm } from '@brand/config';
import { formatGBP } from '@brand/domain';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { Button, Notification } from '@brand/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { callFailure } from '../../shared/call-failure';
import { Failure } from '../../shared/Failure';
import { actionSucceeded, idempotencyKeyFor } from '../../shared/idempotency';
import { usePhoneCard } from '../../shared/phone-card';
import { motoFailureText } from '../../shared/phone-payment';
import { browserLocation } from '../../shared/redirect';
import { useTexts } from '../../shared/texts';
import type { Policy } from '../policyApi';
import type { Adjustment } from './adjustment-types';
import { type AdjustmentOrigin, managementPath } from './management-model';
import type { Editor } from './use-editor';

/** Props of AdjustmentPayment. */
export interface AdjustmentPaymentProps {
  policy: Policy;
  editor: Editor;
  origin: AdjustmentOrigin;
  adjustment: Adjustment;
}

/** The card payment of an adjustment's amount due, then its result page. */
export function AdjustmentPayment({ policy, editor, origin, adjustment }: AdjustmentPaymentProps) {
  return editor.isAdmin ? (
    <PhonePayment policy={policy} origin={origin} adjustment={adjustment} />
  ) : (
    <CardCheckout policy={policy} origin={origin} adjustment={adjustment} />
  );
}

type PaymentProps = Omit<AdjustmentPaymentProps, 'editor'>;

function CardCheckout({ policy, origin, adjustment }: PaymentProps) {
  const t = useTexts();
  const api = useApiClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof callFailure> | null>(null);
  const { adjustmentId } = adjustment;

  const pay = async () => {
    const action = `pay:adjustment:${adjustmentId}`;
    const site = browserLocation.origin();
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await createAdjustmentCardCheckout(
        api,
        {
          id: adjustmentId,
          body: {
            successUrl: `${site}${managementPath(policy, origin, adjustmentId, true)}`,
            cancelUrl: `${site}${managementPath(policy, origin, adjustmentId)}`,
            saveCard: false,
          },
        },
        { idempotencyKey: idempotencyKeyFor(action) },
      );
      actionSucceeded(action);
      browserLocation.assign(url);
    } catch (error) {
      setFailure(callFailure(error));
      setBusy(false);
    }
  };

  return (
    <>
      <Failure failure={failure} onRetry={pay} />
      <Button onClick={pay} loading={busy}>
        {t('management.payByCard', { amount: formatGBP(adjustment.amountDue) })}
      </Button>
    </>
  );
}

function PhonePayment({ policy, origin, adjustment }: PaymentProps) {
  const t = useTexts();
  const api = useApiClient();
  const navigate = useNavigate();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const card = usePhoneCard(phonePaymentForm);
  const { adjustmentId } = adjustment;

  const pay = async (values: FormValues) => {
    const keyed = await card.cardToken(values);
    if (!keyed) return;
    const { token, tokenCreatedAt } = keyed;
    const action = `moto:adjustment:${adjustmentId}:${token}`;
    setFailure(null);
    try {
      await createAdjustmentMotoPayment(
        api,
        { id: adjustmentId, body: { token, tokenCreatedAt } },
        { idempotencyKey: idempotencyKeyFor(action) },
      );
      actionSucceeded(action);
      navigate(managementPath(policy, origin, adjustmentId, true));
    } catch (error) {
      setFailure(motoFailureText(error, t));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('admin.moto.title')}</h2>
      <p>{t(card.descriptionKey('admin.moto.description'))}</p>
      {failure ? (
        <Notification tone="critical">
          <p>{failure}</p>
        </Notification>
      ) : null}
      {card.field}
      <FormRenderer
        t={t}
        form={card.form}
        submitLabel={t('admin.moto.pay', { amount: formatGBP(adjustment.amountDue) })}
        onValuesChange={card.onValuesChange}
        onSubmit={pay}
      />
      {card.toggle}
    </section>
  );
}

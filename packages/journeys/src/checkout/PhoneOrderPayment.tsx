// The phone-order card flow of checkout (spec 000 §4 step 5, roles: "pays by phone-order card
// entry"): an agent acting for the customer keys the card the customer reads out into the card
// field (ADR 0048), or, with "I have a token", pastes a token received another way; the platform
// takes the payment and binds the proposal, and the page waits for the policy as a paid
// hosted-card return does.
import { createProposalMotoPayment } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { phonePaymentForm } from '@brand/config';
import type { FormValues } from '@brand/forms';
import { FormRenderer } from '@brand/forms-react';
import { Notification } from '@brand/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Proposal } from '../quote/quoteApi';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { usePhoneCard } from '../shared/phone-card';
import { motoFailureText } from '../shared/phone-payment';
import { proposalPath } from '../shared/proposal-model';
import { useTexts } from '../shared/texts';

/** Props of PhoneOrderPayment. */
export interface PhoneOrderPaymentProps {
  proposal: Proposal;
  /** What the payment takes today, formatted ('£54.17'). */
  amount: string;
}

/**
 * The phone-order form of the proposal's first payment. One Idempotency-Key per token: a retry of
 * the same token (a lost answer) takes effect once, a new token is a new payment attempt.
 */
export function PhoneOrderPayment({ proposal, amount }: PhoneOrderPaymentProps) {
  const t = useTexts();
  const api = useApiClient();
  const navigate = useNavigate();
  const headingId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const card = usePhoneCard(phonePaymentForm);

  const pay = async (values: FormValues) => {
    const keyed = await card.cardToken(values);
    if (!keyed) return;
    const { token, tokenCreatedAt } = keyed;
    const action = `moto:proposal:${proposal.proposalCode}:${token}`;
    setFailure(null);
    try {
      const { paymentId } = await createProposalMotoPayment(
        api,
        { id: proposal.proposalCode, body: { token, tokenCreatedAt } },
        { idempotencyKey: idempotencyKeyFor(action) },
      );
      actionSucceeded(action);
      // Where a paid card page returns: the wait for the policy, then the success page.
      navigate(
        proposalPath(proposal, `checkout/callback?session_id=${encodeURIComponent(paymentId)}`),
      );
    } catch (error) {
      setFailure(motoFailureText(error, t));
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t(phonePaymentForm.title ?? 'admin.moto.title')}</h2>
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
        submitLabel={t('admin.moto.pay', { amount })}
        onValuesChange={card.onValuesChange}
        onSubmit={pay}
      />
      {card.toggle}
    </section>
  );
}

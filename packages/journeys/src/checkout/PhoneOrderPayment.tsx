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
import { Button, Notification } from '@brand/ui';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Proposal } from '../quote/quoteApi';
import { CardField, useCardTokenizer } from '../shared/card-entry';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { motoFailureText, useTokenEnteredAt } from '../shared/phone-payment';
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
  const fieldId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pasting, setPasting] = useState(false);
  const { onValuesChange, enteredAt } = useTokenEnteredAt();
  const entry = useCardTokenizer();
  // The field is offered first; without one (none configured, or it failed) the pasted token.
  const keyed = !pasting && entry.status !== 'unavailable';

  const pay = async (token: string, tokenCreatedAt: string) => {
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

  const payWithField = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry.tokenizer || busy) return;
    setBusy(true);
    setFieldError(null);
    const result = await entry.tokenizer.createToken();
    // The field's token is made now: its 10 minutes start as it is sent.
    if ('token' in result) await pay(result.token, new Date().toISOString());
    else setFieldError(result.error);
    setBusy(false);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t(phonePaymentForm.title ?? 'admin.moto.title')}</h2>
      <p>
        {t(
          keyed
            ? 'admin.moto.description'
            : (phonePaymentForm.description ?? 'admin.moto.description'),
        )}
      </p>
      {failure ? (
        <Notification tone="critical">
          <p>{failure}</p>
        </Notification>
      ) : null}
      {keyed ? (
        <form onSubmit={(event) => void payWithField(event)} noValidate>
          <CardField id={fieldId} entry={entry} error={fieldError} />
          <Button type="submit" loading={busy} disabled={entry.status !== 'ready'}>
            {t('admin.moto.pay', { amount })}
          </Button>
        </form>
      ) : (
        <FormRenderer
          t={t}
          form={phonePaymentForm}
          submitLabel={t('admin.moto.pay', { amount })}
          onValuesChange={onValuesChange}
          onSubmit={(values: FormValues) => pay(String(values.token).trim(), enteredAt())}
        />
      )}
      {entry.status === 'unavailable' ? null : (
        <p>
          <Button type="button" variant="link" onClick={() => setPasting(!pasting)}>
            {t(pasting ? 'admin.moto.keyCard' : 'admin.moto.haveToken')}
          </Button>
        </p>
      )}
    </section>
  );
}

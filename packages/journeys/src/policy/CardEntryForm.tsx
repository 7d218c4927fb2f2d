// A customer keys a new card on the billing tab (ADR 0048): the card field (Stripe Elements, or
// the card sandbox's field) answers a token, and the platform keeps the card on this account once
// the bank has checked it. A declined card keeps nothing and says why, in the field's error.
import { isApiClientError, saveCardFromToken } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { Button } from '@brand/ui';
import { type FormEvent, useId, useState } from 'react';
import { type CardEntryState, CardField } from '../shared/card-entry';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { useTexts } from '../shared/texts';
import type { PaymentMethod } from './billingApi';
import { MethodActions } from './method-actions';

/** Props of CardEntryForm. */
export interface CardEntryFormProps {
  accountId: string;
  /** The billing tab's tokenizer (read once for the tab). */
  entry: CardEntryState;
  /** The card the platform kept. */
  onSaved: (method: PaymentMethod) => void;
  onCancel: () => void;
  /** Goes to the provider's hosted page instead. */
  onUsePaymentPage: () => void;
}

/** The card field with Save and Cancel, and the hosted page as the other way. */
export function CardEntryForm({
  accountId,
  entry,
  onSaved,
  onCancel,
  onUsePaymentPage,
}: CardEntryFormProps) {
  const t = useTexts();
  const api = useApiClient();
  const fieldId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry.tokenizer || busy) return;
    setBusy(true);
    setError(null);
    const result = await entry.tokenizer.createToken();
    if ('error' in result) {
      setError(result.error);
      setBusy(false);
      return;
    }
    // One key per token: a retry of a lost answer keeps one card; a new card is a new save.
    const action = `card:${accountId}:${result.token}`;
    try {
      const method = await saveCardFromToken(
        api,
        { id: accountId, body: { token: result.token } },
        { idempotencyKey: idempotencyKeyFor(action) },
      );
      actionSucceeded(action);
      onSaved(method);
    } catch (failure) {
      // The bank's refusal or an unknown token is the platform's message; anything else is ours.
      const shown =
        isApiClientError(failure) && (failure.status === 402 || failure.status === 400)
          ? failure.problem?.detail
          : undefined;
      setError(shown ?? t('policy.notifications.actionFailed'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} aria-describedby={hintId} noValidate>
      <p id={hintId}>{t('billing.paymentMethods.cardFormHint')}</p>
      <CardField id={fieldId} entry={entry} error={error} />
      <MethodActions>
        <Button type="submit" loading={busy} disabled={entry.status !== 'ready'}>
          {t('billing.paymentMethods.saveCard')}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          {t('billing.paymentMethods.cancelCard')}
        </Button>
      </MethodActions>
      <p>
        <Button type="button" variant="link" disabled={busy} onClick={onUsePaymentPage}>
          {t('billing.paymentMethods.usePaymentPage')}
        </Button>
      </p>
    </form>
  );
}

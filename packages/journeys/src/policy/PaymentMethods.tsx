// The billing tab's payment methods (spec 001 §2 "Billing tab", issue 17 "Billing tab gaps"): the
// account's cards and Direct Debits, the one its payments use marked, and the buttons that add or
// replace a card and set up or replace a Direct Debit. A card is keyed here, in the provider's
// card field (ADR 0048), when the platform offers one, else on the provider's page (still offered
// beside the field); a Direct Debit is always set up on the provider's page. The new method is
// saved only once the provider confirms it (the bank's check of the card, the card page's webhook,
// the completed mandate), so leaving half way changes nothing.
import { useApiClient } from '@brand/app-shell';
import { type BrandTheme, Button, Notification } from '@brand/ui';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useAgentSession } from '../shared/agent-session';
import { useCardTokenizer } from '../shared/card-entry';
import { actionSucceeded, idempotencyKeyFor } from '../shared/idempotency';
import { browserLocation } from '../shared/redirect';
import { useJourneyDispatch } from '../shared/store';
import { useTexts } from '../shared/texts';
import { paymentMethodText } from './billing-texts';
import type { CustomerAccount, PaymentMethod } from './billingApi';
import { cardSaved } from './billingSlice';
import { CardEntryForm } from './CardEntryForm';
import { MethodActions } from './method-actions';
import { methodInUse } from './payment-method-in-use';
import { openPaymentSetup, type PaymentSetup, setupAction } from './payment-setup';

// Each method a bordered row: the kind in bold, its details under it; wraps on a phone.
const Methods = styled.ul(({ theme }) => {
  const { space, colors, radii, fontWeights } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${space.xxs}px;
    padding: ${space.sm}px ${space.md}px;
    border: 1px solid ${colors.borderSubtle};
    border-radius: ${radii.md}px;
    overflow-wrap: anywhere;
  }
  strong { font-weight: ${fontWeights.bold}; }
  span { color: ${colors.textSecondary}; }
`;
});

/** Props of PaymentMethods. */
export interface PaymentMethodsProps {
  account: CustomerAccount;
  /** The scheme of the account's policy, which names its billing tab the pages return to. */
  productUrlName: string;
  paymentMethods: readonly PaymentMethod[];
  /**
   * The policy's cover has ended (cancelled, lapsed...): nothing more will be collected, so no
   * way to pay is offered unless the account still owes money. @default false
   */
  coverEnded?: boolean;
}

/** The account's ways to pay, with the buttons that add or replace a card or a Direct Debit. */
export function PaymentMethods({
  account,
  productUrlName,
  paymentMethods,
  coverEnded = false,
}: PaymentMethodsProps) {
  const t = useTexts();
  const api = useApiClient();
  const hintId = useId();
  const agent = useAgentSession() === true;
  const [busy, setBusy] = useState<PaymentSetup | null>(null);
  const [failed, setFailed] = useState(false);
  const dispatch = useJourneyDispatch();
  // The card field is read for customers only: agents take payments, they do not keep cards.
  const cardEntry = useCardTokenizer(!agent);
  const [keying, setKeying] = useState(false);
  const [saved, setSaved] = useState<PaymentMethod | null>(null);
  const inUse = methodInUse(account, paymentMethods);
  const hasCard = paymentMethods.some((method) => method.type === 'CARD');
  const hasMandate = paymentMethods.some(
    (method) => method.type === 'BACS_DEBIT' && method.mandateStatus !== 'CANCELLED',
  );

  const open = async (setup: PaymentSetup) => {
    const action = setupAction(setup, account.accountId);
    setBusy(setup);
    setFailed(false);
    try {
      const url = await openPaymentSetup(api, setup, account, {
        // The same key while this press is retried: a second click opens the same page.
        idempotencyKey: idempotencyKeyFor(action),
        mandateDescription: t('checkout.directDebit.mandateDescription'),
        productUrlName,
      });
      actionSucceeded(action);
      browserLocation.assign(url);
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  const onCardSaved = (method: PaymentMethod) => {
    dispatch(cardSaved(method));
    setSaved(method);
    setKeying(false);
  };
  // With a card field the card is keyed here; without one (none configured, or it failed to
  // load) the button goes to the provider's page as before.
  const addCard = () => {
    setSaved(null);
    if (cardEntry.status === 'unavailable') void open('card');
    else setKeying(true);
  };

  return (
    <>
      {saved ? (
        <Notification tone="success">
          <p>{t('billing.paymentMethods.cardSaved', { last4: saved.cardLast4 ?? '' })}</p>
        </Notification>
      ) : null}
      {paymentMethods.length === 0 ? (
        <p>{t('billing.paymentMethods.none')}</p>
      ) : (
        <Methods>
          {paymentMethods.map((method) => (
            <li key={method.paymentMethodId}>
              <strong>
                {t(
                  method.type === 'CARD'
                    ? 'billing.paymentMethods.cardTitle'
                    : 'billing.paymentMethods.directDebitTitle',
                )}
              </strong>
              <span>{paymentMethodText(method, t)}</span>
              {inUse?.paymentMethodId === method.paymentMethodId ? (
                <span>{t('billing.paymentMethods.inUse')}</span>
              ) : null}
            </li>
          ))}
        </Methods>
      )}
      {coverEnded && account.outstandingAmount <= 0 ? null : agent ? (
        <p>{t('billing.paymentMethods.agentHint')}</p>
      ) : keying ? (
        <CardEntryForm
          accountId={account.accountId}
          entry={cardEntry}
          onSaved={onCardSaved}
          onCancel={() => setKeying(false)}
          onUsePaymentPage={() => void open('card')}
        />
      ) : (
        <>
          <p id={hintId}>{t('billing.paymentMethods.changeHint')}</p>
          <MethodActions>
            <Button
              variant="secondary"
              loading={busy === 'card'}
              disabled={busy !== null && busy !== 'card'}
              aria-describedby={hintId}
              onClick={addCard}
            >
              {t(hasCard ? 'billing.paymentMethods.replaceCard' : 'billing.paymentMethods.addCard')}
            </Button>
            <Button
              variant="secondary"
              loading={busy === 'directDebit'}
              disabled={busy !== null && busy !== 'directDebit'}
              aria-describedby={hintId}
              onClick={() => void open('directDebit')}
            >
              {t(
                hasMandate
                  ? 'billing.paymentMethods.replaceDirectDebit'
                  : 'billing.paymentMethods.setUpDirectDebit',
              )}
            </Button>
          </MethodActions>
          {failed ? (
            <Notification tone="critical">
              <p>{t('policy.notifications.actionFailed')}</p>
            </Notification>
          ) : null}
        </>
      )}
    </>
  );
}

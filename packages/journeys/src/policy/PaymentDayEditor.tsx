// An agent's change of the account's payment day (spec 001 §6 "Billing-day edit", issue 19): an
// admin, with the allowModifyBillingDay toggle on, on an ACTIVE account, picks a day from the 1st
// to the 28th. The platform checks the same rule (canModifyBillingDay) on its call.
import { setPaymentDay } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { FEATURE_TOGGLE_SETTINGS } from '@brand/config';
import { canModifyBillingDay, ordinal, paymentDayOptions } from '@brand/domain';
import { type BrandTheme, Button, Notification, Select } from '@brand/ui';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useAgentSession } from '../shared/agent-session';
import { useJourneyDispatch } from '../shared/store';
import { useTexts } from '../shared/texts';
import type { CustomerAccount } from './billingApi';
import { accountChanged } from './billingSlice';

const Form = styled.form(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.sm}px;
  justify-items: start;
`;
});

const Actions = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm}px;
`;
});

/** The payment day's change, for an agent who may make it; nothing for anyone else. */
export function PaymentDayEditor({ account }: { account: CustomerAccount }) {
  const agent = useAgentSession() === true;
  const allowed = canModifyBillingDay({
    isAdmin: agent,
    allowModifyBillingDay: FEATURE_TOGGLE_SETTINGS.allowModifyBillingDay,
    accountStatus: account.status,
  });
  return allowed ? <Editor account={account} /> : null;
}

function Editor({ account }: { account: CustomerAccount }) {
  const t = useTexts();
  const api = useApiClient();
  const dispatch = useJourneyDispatch();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(String(account.paymentDay));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const current = ordinal(account.paymentDay);

  const save = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const changed = await setPaymentDay(api, {
        id: account.accountId,
        body: { paymentDay: Number(day) },
      });
      dispatch(accountChanged(changed));
      setOpen(false);
      setOutcome('done');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {outcome === 'done' ? (
        <Notification tone="success">
          <p>{t('admin.billingDay.done', { ordinal: current })}</p>
        </Notification>
      ) : null}
      {open ? (
        <Form
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <h3 id={`${id}-title`}>{t('admin.billingDay.title')}</h3>
          <Select
            id={`${id}-day`}
            name="paymentDay"
            label={t('admin.billingDay.label')}
            hint={t('admin.billingDay.description')}
            value={day}
            onChange={setDay}
            width={10}
            options={paymentDayOptions().map((option) => ({
              value: String(option),
              label: ordinal(option),
            }))}
          />
          {outcome === 'failed' ? (
            <Notification tone="critical">
              <p>{t('admin.billingDay.failed')}</p>
            </Notification>
          ) : null}
          <Actions>
            <Button type="submit" loading={busy}>
              {t('admin.billingDay.save')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('admin.billingDay.cancel', { ordinal: current })}
            </Button>
          </Actions>
        </Form>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setDay(String(account.paymentDay));
            setOutcome(null);
            setOpen(true);
          }}
        >
          {t('admin.billingDay.title')}
        </Button>
      )}
    </>
  );
}

import { SHELL_NAMESPACE } from '@brand/app-shell';
import { Button, TextInput } from '@brand/ui';
import styled from '@emotion/styled';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../app/store';
import { useActFor } from '../customers/useActFor';
import { AdminPage } from './AdminPage';
import { selectImpersonatedUserId } from './impersonationSlice';

const Form = styled.form(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.md}px;
  justify-items: start;
`,
);

/**
 * Asks for the user id of the customer to act for (spec 002 §6; the search on home finds them
 * without one), then shows their home page once the platform knows them.
 */
export function ImpersonatePage() {
  const { t } = useTranslation();
  const actFor = useActFor();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const current = useAppSelector(selectImpersonatedUserId);
  const [userId, setUserId] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (userId.trim() === '') {
      setError(t('admin.userIdRequired', { ns: SHELL_NAMESPACE }));
      input.current?.focus();
      return;
    }
    setBusy(true);
    const failure = await actFor(userId);
    setBusy(false);
    if (failure) {
      setError(t(failure === 'notFound' ? 'admin.record.notFound' : 'admin.record.failed'));
      input.current?.focus();
      return;
    }
    navigate('/');
  };

  return (
    <AdminPage title={t('admin.impersonate.title')} subtitle={t('admin.impersonate.description')}>
      <Form onSubmit={submit} noValidate>
        <TextInput
          ref={input}
          id="impersonate-user-id"
          name="userId"
          label={t('admin.userIdLabel', { ns: SHELL_NAMESPACE })}
          hint={t('admin.userIdHint', { ns: SHELL_NAMESPACE })}
          value={userId}
          onChange={(value) => {
            setUserId(value);
            if (error) setError(undefined);
          }}
          error={error}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" loading={busy}>
          {t('admin.start', { ns: SHELL_NAMESPACE })}
        </Button>
      </Form>
    </AdminPage>
  );
}

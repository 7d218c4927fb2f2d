import { SHELL_NAMESPACE } from '@brand/app-shell';
import { Button, TextInput } from '@brand/ui';
import styled from '@emotion/styled';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/store';
import { AdminPage } from './AdminPage';
import { impersonate, selectImpersonatedUserId } from './impersonationSlice';

const Form = styled.form(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.md}px;
  justify-items: start;
`,
);

/** Asks for the user id of the customer to act for, then shows their home page. */
export function ImpersonatePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const current = useAppSelector(selectImpersonatedUserId);
  const [userId, setUserId] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userId.trim() === '') {
      setError(t('admin.userIdRequired', { ns: SHELL_NAMESPACE }));
      input.current?.focus();
      return;
    }
    dispatch(impersonate(userId));
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
        <Button type="submit">{t('admin.start', { ns: SHELL_NAMESPACE })}</Button>
      </Form>
    </AdminPage>
  );
}

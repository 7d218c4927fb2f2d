import { ShellPage, useApiClient, useFocusHeading } from '@brand/app-shell';
import { FormRenderer } from '@brand/forms-react';
import { LoadingIndicator, Notification } from '@brand/ui';
import { useMemo } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { createApiDataSources } from '../shared/api-data-sources';
import { ChatButton } from '../shared/ChatButton';
import { useTexts } from '../shared/texts';
import { AccountLoadProblem } from './AccountLoadProblem';
import {
  type AccountSetting,
  accountSettingNamed,
  settingChanges,
  settingFormValues,
} from './account-settings';
import { SignedInOnly } from './SignedInOnly';
import { usePolicyholder } from './usePolicyholder';

/** Props of AccountSettingScreen. */
export interface AccountSettingScreenProps {
  /** An admin acts for the customer: read-only settings (the name) may be changed. @default false */
  isAdmin?: boolean;
}

function AccountSettingPage({ setting, isAdmin }: { setting: AccountSetting; isAdmin: boolean }) {
  const t = useTexts();
  const api = useApiClient();
  const dataSources = useMemo(() => createApiDataSources(api), [api]);
  const context = useMemo(() => ({ isAnonymous: false, isAdmin }), [isAdmin]);
  const { state, save } = usePolicyholder();
  useFocusHeading(`account/${setting.name}:${state.status}`);
  const { policyholder } = state;
  if (state.status === 'loading') return <LoadingIndicator label={t('navigation.loading')} />;
  if (!policyholder) return <AccountLoadProblem status={state.status} />;
  const readOnlyName = setting.name === 'name' && !isAdmin;
  return (
    <ShellPage title={t(setting.form.title ?? `account.settings.${setting.name}.label`)}>
      {state.saved ? (
        <Notification tone="success" announce>
          {t('account.saved')}
        </Notification>
      ) : null}
      {state.saveFailure ? (
        <Notification tone="critical" title={t('journeys.saveFailed')} announce>
          {state.saveFailure.fields && state.saveFailure.fields.length > 0 ? (
            <ul>
              {state.saveFailure.fields.map((field) => (
                <li key={field.path}>{field.text}</li>
              ))}
            </ul>
          ) : (
            (state.saveFailure.detail ?? null)
          )}
        </Notification>
      ) : null}
      {readOnlyName ? (
        <>
          <p>{t('account.settings.name.readOnly')}</p>
          <ChatButton context={{ error: t('account.settings.name.readOnly') }} />
        </>
      ) : null}
      <FormRenderer
        t={t}
        key={policyholder.customerId}
        form={setting.form}
        initialValues={settingFormValues(setting, policyholder)}
        context={context}
        dataSources={dataSources}
        errorSummary="always"
        submitLabel="journeys.account.save"
        onSubmit={(values) => save(settingChanges(setting, policyholder, values))}
      />
      <p>
        <Link to="/account">{t('journeys.account.back')}</Link>
      </p>
    </ShellPage>
  );
}

/**
 * `/account/:name` (spec 002 §2): one account setting's form with the error summary and "show me";
 * saving PATCHes /policyholder only when the answer differs from the record. Signed in only; an
 * unknown setting goes back to the list.
 */
export function AccountSettingScreen({ isAdmin = false }: AccountSettingScreenProps) {
  const { name } = useParams();
  const setting = accountSettingNamed(name);
  if (!setting) return <Navigate to="/account" replace />;
  return (
    <SignedInOnly>
      <AccountSettingPage key={setting.name} setting={setting} isAdmin={isAdmin} />
    </SignedInOnly>
  );
}

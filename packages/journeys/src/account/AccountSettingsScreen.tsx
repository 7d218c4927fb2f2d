import { routerLink, ShellPage, useFocusHeading } from '@brand/app-shell';
import { DefinitionList, LoadingIndicator } from '@brand/ui';
import { useTexts } from '../shared/texts';
import { AccountLoadProblem } from './AccountLoadProblem';
import { ACCOUNT_SETTINGS, settingSummary } from './account-settings';
import { SignedInOnly } from './SignedInOnly';
import { usePolicyholder } from './usePolicyholder';

function AccountSettingsList() {
  const t = useTexts();
  const { state } = usePolicyholder();
  useFocusHeading(`account:${state.status}`);
  const { policyholder } = state;
  if (state.status === 'loading') return <LoadingIndicator label={t('navigation.loading')} />;
  if (!policyholder) return <AccountLoadProblem status={state.status} />;
  return (
    <ShellPage title={t('account.title')}>
      <DefinitionList
        renderLink={routerLink}
        rows={ACCOUNT_SETTINGS.map((setting) => {
          const label = t(`account.settings.${setting.name}.label`);
          return {
            id: setting.name,
            term: label,
            description: settingSummary(setting, policyholder, t) ?? t('journeys.account.notSet'),
            action: {
              label: t('account.edit'),
              visuallyHiddenText: label.toLowerCase(),
              href: `/account/${setting.name}`,
            },
          };
        })}
      />
    </ShellPage>
  );
}

/** `/account` (spec 002 §2): the account settings, each with a link to its own page; signed in only. */
export function AccountSettingsScreen() {
  return (
    <SignedInOnly>
      <AccountSettingsList />
    </SignedInOnly>
  );
}

import { ShellPage } from '@brand/app-shell';
import { Notification } from '@brand/ui';
import { useTexts } from '../shared/texts';
import type { AccountState } from './accountSlice';

/** Props of AccountLoadProblem. */
export interface AccountLoadProblemProps {
  /** missing: no policyholder record yet (404); anything else: the record could not be loaded. */
  status: AccountState['status'];
}

/** The account page when the record is not there: none held yet, or the load failed. */
export function AccountLoadProblem({ status }: AccountLoadProblemProps) {
  const t = useTexts();
  const missing = status === 'missing';
  return (
    <ShellPage title={t('account.title')}>
      <Notification
        tone={missing ? 'info' : 'critical'}
        title={t(missing ? 'journeys.account.missing.title' : 'journeys.loadFailed.title')}
      >
        {t(missing ? 'journeys.account.missing.body' : 'journeys.loadFailed.body')}
      </Notification>
    </ShellPage>
  );
}

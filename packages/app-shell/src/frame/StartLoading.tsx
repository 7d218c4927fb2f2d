import { LoadingIndicator } from '@brand/ui';
import { createShellI18n } from '../i18n/create-shell-i18n';
import { StartFrame } from './StartFrame';

/** The page while an app reads its runtime config: the frame and a placeholder, never a blank page. */
export function StartLoading() {
  const { t } = createShellI18n();
  return (
    <StartFrame>
      <LoadingIndicator placement="placeholder" label={t('navigation.loading')} />
    </StartFrame>
  );
}

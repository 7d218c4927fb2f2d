import { Button, ErrorState } from '@brand/ui';
import { createShellI18n } from '../i18n/create-shell-i18n';
import { StartFrame } from './StartFrame';

/** Props of StartFailure. */
export interface StartFailureProps {
  /** Tries to start the app again. @default reloading the page */
  onRetry?: () => void;
}

/**
 * The page when an app cannot start (its runtime config is unreachable): what happened, what to
 * do, and a button that tries again, inside the brand's frame.
 */
export function StartFailure({ onRetry = () => window.location.reload() }: StartFailureProps) {
  const { t } = createShellI18n();
  return (
    <StartFrame>
      <ErrorState
        heading={t('errors.kinds.NETWORK.header')}
        headingLevel={1}
        actions={<Button onClick={onRetry}>{t('errors.actions.tryAgain')}</Button>}
      >
        {t('errors.kinds.NETWORK.body')}
      </ErrorState>
    </StartFrame>
  );
}

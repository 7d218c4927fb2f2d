import { Button, ErrorModal } from '@brand/ui';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthProvider';

/**
 * The sign-in modals of spec 002 §8: "session expired" after an UNAUTHORIZED answer (the user is
 * already signed out) and "unable to sign you in" after a failed sign-in, each offering Sign in.
 */
export function SessionModals() {
  const { t } = useTranslation();
  const { problem, signIn, dismissProblem } = useAuth();
  const texts = (() => {
    if (!problem) return null;
    if (problem.kind === 'UNAUTHORIZED') {
      return {
        header: t('errors.kinds.UNAUTHORIZED.header'),
        body: t('errors.kinds.UNAUTHORIZED.body'),
      };
    }
    if (problem.code === 'missing_refresh_token' || problem.code === 'invalid_grant') {
      return {
        header: t(`errors.auth.${problem.code}.header`),
        body: t(`errors.auth.${problem.code}.body`),
      };
    }
    return {
      header: t('errors.kinds.SIGN_IN_FAILED.header'),
      body: t('errors.kinds.SIGN_IN_FAILED.body'),
    };
  })();
  return (
    <ErrorModal
      open={texts !== null}
      onClose={dismissProblem}
      header={texts?.header ?? ''}
      content={texts?.body ?? ''}
      closeLabel={t('errors.actions.close')}
      actions={
        <Button
          onClick={() => {
            dismissProblem();
            void signIn();
          }}
        >
          {t('errors.actions.signIn')}
        </Button>
      }
    />
  );
}

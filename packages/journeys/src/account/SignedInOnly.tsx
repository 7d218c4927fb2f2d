import { useAuth } from '@brand/app-shell';
import { LoadingIndicator } from '@brand/ui';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTexts } from '../shared/texts';

/** Props of SignedInOnly. */
export interface SignedInOnlyProps {
  /** The page a signed-in user sees. */
  children: ReactNode;
}

/**
 * Shows its page to a signed-in user only; a visitor is sent to sign in, coming back to this page
 * afterwards (spec 000 §6: account settings need sign-in).
 */
export function SignedInOnly({ children }: SignedInOnlyProps) {
  const t = useTexts();
  const { status, user, signIn } = useAuth();
  const { pathname } = useLocation();
  useEffect(() => {
    if (status === 'ready' && !user) void signIn(pathname);
  }, [status, user, signIn, pathname]);
  if (status === 'loading') return <LoadingIndicator label={t('navigation.loading')} />;
  if (!user) return <LoadingIndicator label={t('journeys.account.signingIn')} />;
  return <>{children}</>;
}

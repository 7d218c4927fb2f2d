import { LoadingIndicator } from '@brand/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from './AuthProvider';

/**
 * `/callback`: completes the sign-in redirect once, then goes to the route the user started from
 * (home after a failure, which opens the "unable to sign you in" modal).
 */
export function CallbackPage() {
  const { t } = useTranslation();
  const { completeSignIn } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    // The code in the URL can be exchanged once only, even when React runs this effect twice.
    if (started.current) return;
    started.current = true;
    void completeSignIn(window.location.href).then((returnTo) =>
      navigate(returnTo, { replace: true }),
    );
  }, [completeSignIn, navigate]);
  return <LoadingIndicator label={t('navigation.pages.callback')} />;
}

/** `/sign-in`: sends the user to the identity server, to come back home (spec 002 §2). */
export function SignInPage() {
  const { t } = useTranslation();
  const { signIn, status, user } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'ready') return;
    if (user) navigate('/', { replace: true });
    else void signIn('/');
  }, [status, user, signIn, navigate]);
  return <LoadingIndicator label={t('navigation.pages.signIn')} />;
}

import { useEffect, useState } from 'react';
import { useAuth } from './AuthProvider';
import { listClaimOf } from './access-token';

/**
 * Whether the signed-in user's access token lists `value` in its list claim `claim`: false for a
 * visitor or when there is no claim to read (`claim` null), null while the sign-in or the token
 * is being read. It only chooses what to show; the platform checks the same claim on every call.
 */
export function useHoldsClaim(claim: string | null, value: string): boolean | null {
  const { status, user, getAccessToken } = useAuth();
  const [holds, setHolds] = useState<boolean | null>(null);

  useEffect(() => {
    if (status !== 'ready') return;
    if (!user || claim === null) {
      setHolds(false);
      return;
    }
    let current = true;
    getAccessToken().then(
      (token) => {
        if (current) setHolds(listClaimOf(token, claim).includes(value));
      },
      () => {
        if (current) setHolds(false);
      },
    );
    return () => {
      current = false;
    };
  }, [status, user, getAccessToken, claim, value]);

  return holds;
}

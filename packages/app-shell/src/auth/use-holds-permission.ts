import { useEffect, useState } from 'react';
import { useAuth } from './AuthProvider';
import { hasPermission } from './access-token';

/**
 * Whether the signed-in user's access token holds `permission`: false for a visitor, null while
 * the sign-in or the token is being read. It only chooses what to show; the platform checks the
 * same claim on every call.
 */
export function useHoldsPermission(permission: string): boolean | null {
  const { status, user, getAccessToken } = useAuth();
  const [holds, setHolds] = useState<boolean | null>(null);

  useEffect(() => {
    if (status !== 'ready') return;
    if (!user) {
      setHolds(false);
      return;
    }
    let current = true;
    getAccessToken().then(
      (token) => {
        if (current) setHolds(hasPermission(token, permission));
      },
      () => {
        if (current) setHolds(false);
      },
    );
    return () => {
      current = false;
    };
  }, [status, user, getAccessToken, permission]);

  return holds;
}

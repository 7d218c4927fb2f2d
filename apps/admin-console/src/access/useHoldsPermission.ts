import { hasPermission, useAuth } from '@brand/app-shell';
import type { Permission } from '@brand/domain';
import { useEffect, useState } from 'react';

/**
 * Whether the signed-in agent's access token holds `permission` (null while it is read): what
 * the console offers, never what it may do, which the platform decides on every call.
 */
export function useHoldsPermission(permission: Permission): boolean | null {
  const { user, getAccessToken } = useAuth();
  const [holds, setHolds] = useState<boolean | null>(null);
  useEffect(() => {
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
  }, [user, getAccessToken, permission]);
  return holds;
}

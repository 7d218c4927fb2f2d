// Whether the signed-in user is an agent acting for a customer (spec 000 roles, 002 §5): the
// access token's access:impersonate permission, the claim the admin gate and the platform check.
import { hasPermission, IMPERSONATE_PERMISSION, useAuth } from '@brand/app-shell';
import { useEffect, useState } from 'react';

/**
 * True for an agent, false for a customer or a visitor, null while the token is being read. Only
 * chooses what to show: the platform refuses an agent's phone payment unless they act for a
 * customer, and a customer's hosted card checkout to an agent.
 */
export function useAgentSession(): boolean | null {
  const { status, user, getAccessToken } = useAuth();
  const [agent, setAgent] = useState<boolean | null>(null);

  useEffect(() => {
    if (status !== 'ready') return;
    if (!user) {
      setAgent(false);
      return;
    }
    let current = true;
    getAccessToken().then(
      (token) => {
        if (current) setAgent(hasPermission(token, IMPERSONATE_PERMISSION));
      },
      () => {
        if (current) setAgent(false);
      },
    );
    return () => {
      current = false;
    };
  }, [status, user, getAccessToken]);

  return agent;
}

import { endActingFor } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../app/store';
import { stopImpersonating } from './impersonationSlice';

/**
 * "Stop acting": the console stops at once, back to the search, and tells the platform, which
 * writes the end to the audit log. The agent must always be able to stop, so the stop never waits
 * for that call and a failed one changes nothing here (the log then shows the calls made as the
 * customer, which end where the acting did). The call names no customer: it is the agent's own,
 * not one made as them.
 */
export function useStopActing(userId: string | null): () => void {
  const api = useApiClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(stopImpersonating());
    navigate('/');
    if (!userId) return;
    endActingFor(api, { userId }, { withoutImpersonation: true }).catch(() => undefined);
  };
}

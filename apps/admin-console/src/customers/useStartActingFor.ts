import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useActFor } from './useActFor';

/**
 * The "Act for …" button's behaviour: acting starts once the platform confirms the customer, then
 * the console goes to their home; a failure is kept for the button to say.
 */
export function useStartActingFor(userId: string) {
  const actFor = useActFor();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = async () => {
    setBusy(true);
    setFailed(false);
    const failure = await actFor(userId);
    setBusy(false);
    if (failure) setFailed(true);
    else navigate('/');
  };
  return { start, busy, failed };
}

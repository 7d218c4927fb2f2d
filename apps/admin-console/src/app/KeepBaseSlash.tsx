import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps the console's root address as `/admin/`. react-router writes its root under the basename
 * as `/admin`, which the platform does not serve as the console (it serves `/admin/`): a reload
 * there would open the customer portal.
 */
export function KeepBaseSlash() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after every navigation.
  useEffect(() => {
    if (window.location.pathname !== '/admin') return;
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `/admin/${search}${hash}`);
  }, [location]);
  return null;
}

// Who is changing the policy: a customer, or an agent acting for one with the permissions their
// token carries. Only chooses what the pages offer; the platform checks every call itself.
import { IMPERSONATE_PERMISSION, permissionsOf, useAuth } from '@brand/app-shell';
import { useEffect, useState } from 'react';

/** The editor: an agent (with their permissions) or a customer. */
export interface Editor {
  isAdmin: boolean;
  permissions: readonly string[];
}

/** The editor, or null while the token is being read. */
export function useEditor(): Editor | null {
  const { status, user, getAccessToken } = useAuth();
  const [editor, setEditor] = useState<Editor | null>(null);

  useEffect(() => {
    if (status !== 'ready') return;
    if (!user) {
      setEditor({ isAdmin: false, permissions: [] });
      return;
    }
    let current = true;
    getAccessToken().then(
      (token) => {
        if (!current) return;
        const permissions = permissionsOf(token);
        setEditor({ isAdmin: permissions.includes(IMPERSONATE_PERMISSION), permissions });
      },
      () => {
        if (current) setEditor({ isAdmin: false, permissions: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [status, user, getAccessToken]);

  return editor;
}

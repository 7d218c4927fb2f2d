import { AdminBar, Button } from '@brand/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/store';
import { selectImpersonatedUserId, stopImpersonating } from './impersonationSlice';

/** The red "Admin view" bar naming the impersonated customer, with a way to stop; null otherwise. */
function useAdminViewBar(): ReactNode {
  const { t } = useTranslation();
  const userId = useAppSelector(selectImpersonatedUserId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!userId) return null;
  return (
    <AdminBar
      label={t('admin.bar.label')}
      user={t('admin.bar.actingAs', { user: userId })}
      actions={
        <Button
          variant="secondary"
          onClick={() => {
            dispatch(stopImpersonating());
            navigate('/impersonate');
          }}
        >
          {t('admin.bar.stop')}
        </Button>
      }
    />
  );
}

/** The red "Admin view" bar naming the impersonated customer, with a way to stop; nothing otherwise. */
export function AdminViewBar() {
  return useAdminViewBar();
}

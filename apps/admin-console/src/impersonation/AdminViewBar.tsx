import { AdminBar, Button } from '@brand/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../app/store';
import { customerDateOfBirth, customerName, givenOr } from '../customers/customer-facts';
import { selectActingForCustomer, selectImpersonatedUserId } from './impersonationSlice';
import { useStopActing } from './useStopActing';

/**
 * The red "Admin view" bar naming the customer acted for by the facts an agent checks a caller
 * against (name, date of birth, postcode), with a way to stop; null otherwise.
 */
function useAdminViewBar(): ReactNode {
  const { t } = useTranslation();
  const userId = useAppSelector(selectImpersonatedUserId);
  const customer = useAppSelector(selectActingForCustomer);
  const stop = useStopActing(userId);
  if (!userId) return null;
  return (
    <AdminBar
      label={t('admin.bar.label')}
      user={
        customer
          ? t('admin.bar.actingFor', {
              name: customerName(customer, t),
              dateOfBirth: customerDateOfBirth(customer, t),
              postcode: givenOr(customer.postcode, t),
            })
          : t('admin.bar.actingAs', { user: userId })
      }
      actions={
        <Button variant="secondary" onClick={stop}>
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

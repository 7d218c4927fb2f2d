// The cancel routes (spec 001 §2): the form at `cancel`, its confirmation at `cancel/confirm`.
// Only for a policy its rules let be cancelled now; otherwise, or for an unknown sub-path, the
// policy's own page.
import { Navigate } from 'react-router';
import { policyPagePath } from '../policy-page-model';
import type { Policy } from '../policyApi';
import { CancelConfirmPage } from './CancelConfirmPage';
import { CancelFormPage } from './CancelFormPage';
import { cancelRouteOf, cancelVariantOf } from './cancel-model';

/** Props of CancelRoutes. */
export interface CancelRoutesProps {
  policy: Policy;
  /** The path under `cancel`, split. */
  rest: readonly string[];
}

/** The cancel page the sub-path names. */
export function CancelRoutes({ policy, rest }: CancelRoutesProps) {
  const variant = cancelVariantOf(policy);
  const route = cancelRouteOf(rest);
  if (!variant || route === 'unknown') return <Navigate replace to={policyPagePath(policy)} />;
  return route === 'form' ? (
    <CancelFormPage policy={policy} variant={variant} />
  ) : (
    <CancelConfirmPage policy={policy} />
  );
}

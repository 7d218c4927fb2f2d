import { Navigate, Route, Routes, useParams } from 'react-router';
import { BillingTab } from './BillingTab';

/**
 * The policy route `/policy/{policyId}/*` (spec 001 §2): the billing tab for now; unknown
 * sub-paths go to the tab root.
 */
export function PolicyScreen() {
  const { policyId = '' } = useParams();
  return (
    <Routes>
      <Route path="billing" element={<BillingTab policyId={policyId} />} />
      <Route path="*" element={<Navigate to={`/policy/${policyId}/billing`} replace />} />
    </Routes>
  );
}

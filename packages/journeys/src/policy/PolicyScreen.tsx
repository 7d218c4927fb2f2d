import { Navigate, Route, Routes, useParams } from 'react-router';
import { useJourneyTranslate } from '../shared/journey-translate';
import { BillingTab } from './BillingTab';

/**
 * The policy route `/policy/{policyId}/*` (spec 001 §2): the billing tab for now; unknown
 * sub-paths go to the tab root.
 */
export function PolicyScreen() {
  const { policyId = '' } = useParams();
  const t = useJourneyTranslate(null);
  return (
    <Routes>
      <Route path="billing" element={<BillingTab policyId={policyId} t={t} />} />
      <Route path="*" element={<Navigate to={`/policy/${policyId}/billing`} replace />} />
    </Routes>
  );
}

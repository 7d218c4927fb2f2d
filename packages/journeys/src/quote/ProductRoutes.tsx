import type { SchemeUrlName } from '@brand/domain';
import { Navigate, Route, Routes } from 'react-router';
import { ProductEntry } from './screens/ProductEntry';
import { ProposalScreen } from './screens/ProposalScreen';
import { useAnonymousMerge } from './useAnonymousMerge';
import { useSaveTrackingParameters } from './useProposalTracking';

/**
 * The routes inside a product path `/{product}/*` (spec 000 §2): the entry creates a proposal;
 * `proposal/{proposalCode}/*` is the buying journey; anything else goes home. Arriving here keeps
 * the URL's tracking parameters; a signed-in user's visitor quotes are merged into the account.
 */
export function ProductRoutes({ product }: { product: SchemeUrlName }) {
  useSaveTrackingParameters();
  useAnonymousMerge();
  return (
    <Routes>
      <Route index element={<ProductEntry product={product} />} />
      <Route path="proposal/:proposalCode/*" element={<ProposalScreen />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

import type { SchemeUrlName } from '@brand/domain';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ProductEntry } from './screens/ProductEntry';
import { useAnonymousMerge } from './useAnonymousMerge';
import { useSaveTrackingParameters } from './useProposalTracking';

// The buying journey loads with its own route: the product entry's first load (its 200 KB budget)
// has no use for it until a proposal exists.
const ProposalScreen = lazy(() =>
  import('./screens/ProposalScreen').then((m) => ({ default: m.ProposalScreen })),
);

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

// The policy page's sub-routes (spec 001 §2; RESERVED_POLICY_ROUTES): each route segment to the
// component that draws it inside the policy's frame, with the rest of the address. A reserved
// route without a page here still goes to the tab root. One line per sub-route.
import type { ComponentType } from 'react';
import type { ReservedPolicyRoute } from './policy-page-model';
import type { Policy } from './policyApi';
import { UploadRoutes } from './uploads/UploadRoutes';

/** What every sub-route page takes: the policy as the frame loaded it, and the segments after its own. */
export interface PolicySubPageProps {
  policy: Policy;
  path: string[];
}

/** Sub-route name → its page. */
export const POLICY_SUB_PAGES: Partial<
  Record<ReservedPolicyRoute, ComponentType<PolicySubPageProps>>
> = {
  uploads: UploadRoutes,
};

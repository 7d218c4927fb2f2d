// The policy page's tab map (spec 001 §2; ADR 0033): each tab's route segment to the component
// that draws it. The page frame (PolicyScreen) loads the policy once and hands it to the tab; a tab
// the domain shows but this map lacks is left out of the bar until its page lands here.
import type { PolicyTab } from '@brand/domain';
import type { ComponentType } from 'react';
import { BillingTab } from './BillingTab';
import { ClaimsTab } from './claims/ClaimsTab';
import { DetailsTab } from './details/DetailsTab';
import { DocumentsTab } from './documents/DocumentsTab';
import type { Policy } from './policyApi';

/** What every tab page takes: the policy as the frame loaded it. */
export interface PolicyTabPageProps {
  policy: Policy;
}

/** Tab name → its page. One line per tab. */
export const POLICY_TAB_PAGES: Partial<Record<PolicyTab, ComponentType<PolicyTabPageProps>>> = {
  details: DetailsTab,
  documents: DocumentsTab,
  billing: BillingTab,
  claims: ClaimsTab,
};

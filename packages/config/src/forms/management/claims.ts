import { defineForm } from '../define-form';
import { claimsHistoryInput } from '../inputs/history-inputs';
import { POLICYHOLDER_SCOPE } from '../inputs/profile-scope';
import { CLAIMS_READ_ONLY } from './read-only';

/** Management: the policyholder's claims; only an admin with action:mta-claims may change them. */
export const managementClaimsForm = defineForm({
  id: 'management.claims',
  title: 'forms.management.claims.title',
  inputs: [{ ...claimsHistoryInput(POLICYHOLDER_SCOPE), readOnly: CLAIMS_READ_ONLY }],
});

// A flex policy's documents as GET /documents/policy/PL1 lists them: the tests' and stories' data.
import type { ListPolicyDocumentsResult } from '@brand/api-client';

/** The list of PL1 with its own documents, the scheme's and the legal expenses add-on's. */
export const POLICY_DOCUMENTS: ListPolicyDocumentsResult = {
  policyId: 'PL1',
  documents: [
    ['policy-certificate', 'policy', null],
    ['policy-schedule', 'policy', null],
    ['statement-of-fact', 'policy', null],
    ['ipid', 'static', null],
    ['policy-wording', 'static', null],
    ['legal-expenses-ipid', 'static', 'legal_expenses'],
    ['legal-expenses-wording', 'static', 'legal_expenses'],
    ['business-terms', 'static', null],
  ].map(([documentType, type, coverCode]) => ({
    documentType,
    type,
    coverCode,
    fileName: `BRAND-FLX-100001-${documentType}.pdf`,
  })) as ListPolicyDocumentsResult['documents'],
};

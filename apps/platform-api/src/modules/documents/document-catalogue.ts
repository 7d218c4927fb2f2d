import { productConfigForScheme } from '@brand/config';
import { activeSchedule } from '../proposals';
import type { PolicyDocumentFacts } from './document-facts';

/** The documents made for each policy version from its own facts (spec 001 §3 Document). */
export const POLICY_DOCUMENT_NAMES = [
  'policy-certificate',
  'policy-schedule',
  'statement-of-fact',
] as const;
/** A generated document's name. */
export type PolicyDocumentName = (typeof POLICY_DOCUMENT_NAMES)[number];

/** The documents every policy of a scheme has, the same for all its customers. */
export const SCHEME_DOCUMENT_NAMES = ['ipid', 'policy-wording', 'business-terms'] as const;

/** The add-ons with documents of their own, and the names of those documents. */
export const COVER_DOCUMENTS = {
  legal_expenses: ['legal-expenses-ipid', 'legal-expenses-wording'],
  excess_assist: ['excess-assist-ipid', 'excess-assist-wording'],
} as const;
/** An add-on with its own documents. */
export type DocumentedCover = keyof typeof COVER_DOCUMENTS;

/** A document's name, of any kind. */
export type DocumentName =
  | PolicyDocumentName
  | (typeof SCHEME_DOCUMENT_NAMES)[number]
  | (typeof COVER_DOCUMENTS)[DocumentedCover][number];

/** Every name a document may have: what the route's parameter accepts. */
export const DOCUMENT_NAMES: readonly DocumentName[] = [
  ...POLICY_DOCUMENT_NAMES,
  ...SCHEME_DOCUMENT_NAMES,
  ...Object.values(COVER_DOCUMENTS).flat(),
];

/** One entry of a policy's document list. */
export type DocumentEntry = {
  documentType: DocumentName;
  /** policy: made for this policy version; static: the scheme's or the add-on's own. */
  type: 'policy' | 'static';
  /** The add-on a static document belongs to; null for the others. */
  coverCode: DocumentedCover | null;
};

/** The add-ons of the version's quote that are taken and have documents. */
function documentedCoversOf(facts: PolicyDocumentFacts): DocumentedCover[] {
  const schedule = activeSchedule(facts.proposal, facts.quote.result);
  const offered: readonly string[] = productConfigForScheme(facts.policy.schemeCode).covers
    .optional;
  return (Object.keys(COVER_DOCUMENTS) as DocumentedCover[]).filter(
    (code) =>
      offered.includes(code) &&
      (schedule?.priceOptions ?? []).some((option) => option.code === code && option.active),
  );
}

/** The documents of a policy, in the order the documents tab lists them. */
export function documentsOf(facts: PolicyDocumentFacts): DocumentEntry[] {
  return [
    ...POLICY_DOCUMENT_NAMES.map((documentType) => ({
      documentType,
      type: 'policy' as const,
      coverCode: null,
    })),
    ...(['ipid', 'policy-wording'] as const).map((documentType) => ({
      documentType,
      type: 'static' as const,
      coverCode: null,
    })),
    ...documentedCoversOf(facts).flatMap((coverCode) =>
      COVER_DOCUMENTS[coverCode].map((documentType) => ({
        documentType,
        type: 'static' as const,
        coverCode,
      })),
    ),
    { documentType: 'business-terms', type: 'static', coverCode: null },
  ];
}

/** The name a downloaded document is saved under: BRAND-FLX-100001-policy-certificate.pdf. */
export function documentFileName(policyNumber: string, documentType: DocumentName): string {
  return `${policyNumber}-${documentType}.pdf`;
}

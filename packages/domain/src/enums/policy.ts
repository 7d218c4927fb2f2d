/** Every status a policy can hold. */
export const POLICY_STATUSES = [
  'PENDING',
  'ACTIVE',
  'LAPSED',
  'CANCELLED',
  'RENEWED',
  'VOIDED',
  'NTU',
] as const;
/** A policy status. */
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** Statuses after which a policy no longer covers anyone. */
export const ENDED_POLICY_STATUSES = [
  'CANCELLED',
  'VOIDED',
  'NTU',
  'LAPSED',
  'RENEWED',
] as const satisfies readonly PolicyStatus[];
/** A status of an ended policy. */
export type EndedPolicyStatus = (typeof ENDED_POLICY_STATUSES)[number];

/** Whether a policy is reviewed for renewal automatically or never. */
export const REVIEW_TYPES = ['AUTO', 'NEVER'] as const;
/** A policy review type. */
export type ReviewType = (typeof REVIEW_TYPES)[number];

/** The kinds of product a scheme sells. */
export const PRODUCT_KINDS = ['ANNUAL', 'SUBSCRIPTION', 'DRIVEAWAY'] as const;
/** A product kind. */
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Plan types in the shared vocabulary (the same three words as product kinds). */
export const PLAN_TYPES = ['SUBSCRIPTION', 'ANNUAL', 'DRIVEAWAY'] as const;
/** A plan type. */
export type PlanType = (typeof PLAN_TYPES)[number];

/** Types of product document: per product, per policy, or static. */
export const PRODUCT_TYPES = ['product', 'policy', 'static'] as const;
/** A product (document) type. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The tabs of a policy page. */
export const POLICY_TABS = ['details', 'documents', 'billing', 'claims'] as const;
/** A policy page tab. */
export type PolicyTab = (typeof POLICY_TABS)[number];

/** The names of the documents a policy can have (per-cover documents carry a cover code). */
export const DOCUMENT_NAMES = [
  'policy-certificate',
  'policy-schedule',
  'ipid',
  'policy-wording',
  'business-terms',
] as const;
/** A policy document name. */
export type DocumentName = (typeof DOCUMENT_NAMES)[number];

/** Where a document comes from: generated for the policy, or a static file. */
export const DOCUMENT_TYPES = ['policy', 'static'] as const;
/** A document type. */
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

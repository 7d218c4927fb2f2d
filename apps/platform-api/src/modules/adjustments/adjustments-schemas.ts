import { ADJUSTMENT_TYPES, CHANGE_TYPES, REVIEW_OUTCOMES } from '@brand/domain';
import Type, { type Static } from 'typebox';
import { Literals, Nullable } from '../../http/schemas';
import { QuoteSchema } from '../proposals';
import { ADJUSTMENT_STATUSES } from './adjustment-record';

const Instant = Type.String({ description: 'ISO 8601 instant.' });
const Pence = (description: string) => Type.Integer({ description: `${description} In pence.` });

/** One answer an update entry sets (the same shape as a proposal's change). */
const AdjustmentUpdateSchema = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 200 }),
    value: Type.Unknown(),
    attribute: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

/** One change of an adjustment (spec 001 §3): its type and the fields that type carries. */
export const AdjustmentChangeSchema = Type.Object(
  {
    type: Literals(CHANGE_TYPES),
    coverCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    selected: Type.Optional(Type.Boolean()),
    excess: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    profileCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    assetCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    update: Type.Optional(Type.Array(AdjustmentUpdateSchema, { maxItems: 100 })),
  },
  { additionalProperties: false },
);

export const CreateAdjustmentBody = Type.Object(
  {
    adjustmentType: Literals(ADJUSTMENT_TYPES),
    policyId: Type.String({ minLength: 1, maxLength: 64 }),
    changes: Type.Array(AdjustmentChangeSchema, { maxItems: 50 }),
    reason: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 520,
        description: "A cancellation's reason code, or 'Other|free text' (CAN only).",
      }),
    ),
    effectiveAt: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          'When the change takes effect (ISO 8601). Absent: immediately, or at the start of cover for a policy not yet started.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const AdjustmentIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
});

/** The spec's Adjustment response (spec 001 §3), with when it takes effect and its expiry. */
export const AdjustmentSchema = Type.Object({
  adjustmentId: Type.String(),
  policyId: Type.String(),
  adjustmentType: Literals(ADJUSTMENT_TYPES),
  changes: Type.Array(AdjustmentChangeSchema),
  updatedPolicyVersions: Type.Array(
    Type.Object({ quote: Nullable(QuoteSchema), startedAt: Instant }),
    { description: 'The policy versions the adjustment makes, oldest first.' },
  ),
  prorataPremium: Pence(
    'The premium the change adds for the rest of the term; negative takes some off.',
  ),
  amountDue: Pence('What is paid now; negative is credit owed back to the customer.'),
  availableBalance: Pence("The credit on the customer's account before this adjustment."),
  confirmed: Type.Boolean(),
  verificationClear: Type.Boolean(),
  status: Literals(ADJUSTMENT_STATUSES),
  reviewOutcome: Type.Union([Literals(REVIEW_OUTCOMES), Type.Null()], {
    description:
      "The review page the updated versions' rating leads to (spec 001 §4); null for a cancellation.",
  }),
  effectiveAt: Instant,
  reason: Nullable(Type.String()),
  expiresAt: Type.String({
    description: 'ISO 8601 instant after which a commit answers 409 adjustment.gone.',
  }),
  confirmedAt: Nullable(Instant),
});

/** The body of POST /policyAdjustments, as validated. */
export type CreateAdjustmentRequest = Static<typeof CreateAdjustmentBody>;

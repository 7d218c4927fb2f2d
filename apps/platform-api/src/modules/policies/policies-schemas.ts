import {
  PAYMENT_SCHEDULE_TYPES,
  POLICY_STATUSES,
  PROPOSAL_STATUSES,
  REVIEW_TYPES,
} from '@brand/domain';
import Type from 'typebox';
import { Nullable } from '../../http/schemas';
import { TRANSITION_REASONS } from '../policy-lifecycle';
import { QuoteSchema } from '../proposals';

const Instant = Type.String({ description: 'ISO 8601 instant.' });
const ProposalRef = Nullable(
  Type.Object({ proposalCode: Type.String(), status: Type.Enum(PROPOSAL_STATUSES) }),
);

/** The renewal proposal with what the home page's renewal banner shows (spec 000 §4). */
const RenewalProposalRef = Nullable(
  Type.Object({
    proposalCode: Type.String(),
    status: Type.Enum(PROPOSAL_STATUSES),
    autoRenewalEnabled: Type.Boolean({ description: 'false: the customer opted out.' }),
    startAt: Nullable(Instant),
    premium: Nullable(
      Type.Object({
        type: Type.Enum(PAYMENT_SCHEDULE_TYPES),
        amount: Type.Integer({
          description: 'Per payment period of the chosen schedule, in pence.',
        }),
        monthly: Nullable(
          Type.Integer({ description: 'Per month on the monthly schedule, in pence.' }),
        ),
      }),
    ),
  }),
);

export const ListPoliciesQuery = Type.Object(
  { schemeCode: Type.Optional(Type.String({ maxLength: 40 })) },
  { additionalProperties: false },
);

export const PolicySchema = Type.Object({
  policyId: Type.String(),
  policyNumber: Type.String(),
  schemeCode: Type.String(),
  productUrlName: Type.String(),
  policyDetail: Type.Object({
    policyStatus: Type.Enum(POLICY_STATUSES),
    firstInceptedAt: Instant,
    inceptedAt: Instant,
    createdAt: Instant,
    expiredAt: Nullable(Instant),
    terminatedAt: Nullable(Instant),
    renewalStopped: Type.Boolean(),
    autoRenewalEnabled: Type.Boolean(),
  }),
  currentPolicyVersion: Nullable(
    Type.Object(
      {
        version: Type.Integer({ minimum: 1 }),
        quote: Nullable(QuoteSchema),
        startedAt: Instant,
        data: Type.Record(Type.String(), Type.Unknown(), {
          description: 'The disclosure answers this version of cover holds.',
        }),
      },
      {
        description:
          'The version of cover in force when the policy is read: a change committed to take effect later shows from its effective time, not before.',
      },
    ),
  ),
  reviewType: Type.Enum(REVIEW_TYPES),
  renewalProposal: RenewalProposalRef,
  /** The upgrade offered after drive-away cover: shown while it is QUOTE or QUOTE_EXPIRED. */
  upsellProposal: ProposalRef,
  sourcePolicy: Nullable(Type.Object({ policyId: Type.String() })),
  renewalCycle: Type.Integer({ minimum: 0 }),
  accountRegistered: Type.Boolean(),
  statusTransitions: Type.Array(
    Type.Object({
      from: Type.Enum(POLICY_STATUSES),
      to: Type.Enum(POLICY_STATUSES),
      effectiveAt: Type.String({
        description: 'ISO 8601 instant the change took effect (the start, the end of the term).',
      }),
      reason: Type.Enum(Object.values(TRANSITION_REASONS)),
    }),
    { description: "The policy's status changes since it was issued, oldest first (ADR 0032)." },
  ),
});

export const PolicyListSchema = Type.Array(PolicySchema);

export const AutoRenewalBody = Type.Object(
  {
    enabled: Type.Boolean(),
    reason: Type.Optional(
      Type.String({
        maxLength: 520,
        description: "A cancellation reason code, or 'Other|free text' (needed to switch off).",
      }),
    ),
  },
  { additionalProperties: false },
);

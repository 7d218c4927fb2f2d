import { PAYMENT_SCHEDULE_TYPES, PROPOSAL_STATUSES, RATING_STATUSES } from '@brand/domain';
import Type from 'typebox';
import { Literals, Nullable } from '../../http/schemas';
import { PRICE_FACTOR_CODES } from '../rating';
import { CHANGE_ATTRIBUTES } from './proposal-changes';

const Answers = Type.Record(Type.String(), Type.Unknown(), {
  description: 'Disclosure answers at the paths of the @brand/config forms.',
});
const Reason = Type.Object({ code: Type.String(), text: Type.String() });

export const ProposalCodeParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
});

export const ListProposalsQuery = Type.Object(
  {
    schemeCode: Type.Optional(Type.String({ maxLength: 40 })),
    externalReference: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

export const CreateProposalBody = Type.Object(
  {
    schemeCode: Type.String({ minLength: 1, maxLength: 40 }),
    externalReference: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{4,40}$' })),
    data: Type.Optional(Answers),
    source: Type.Optional(Type.String({ maxLength: 60 })),
    promoCode: Type.Optional(Type.String({ maxLength: 40 })),
    brand: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

export const ProposalChangeSchema = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: 200 }),
    value: Type.Unknown(),
    attribute: Type.Optional(Literals(CHANGE_ATTRIBUTES)),
  },
  { additionalProperties: false },
);

export const PatchProposalBody = Type.Object(
  {
    changes: Type.Array(ProposalChangeSchema, { maxItems: 100 }),
    applyRating: Type.Optional(Type.Boolean()),
    coverStart: Type.Optional(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);

const PriceOption = Type.Object({
  coverGroup: Type.String(),
  code: Type.String(),
  insurer: Type.String(),
  active: Type.Boolean(),
  endAt: Nullable(Type.String()),
  premium: Type.Number({ description: 'Per payment period, in pounds.' }),
  taxAmount: Type.Number({ description: 'IPT inside the premium, in pounds.' }),
  type: Type.String(),
});

const Money = Type.Integer({ description: 'Pence.' });

const PaymentScheduleView = Type.Object({
  type: Literals(PAYMENT_SCHEDULE_TYPES),
  active: Type.Boolean(),
  priceOptions: Type.Array(PriceOption),
  premiumBreakdown: Type.Object({ cover: Money, discount: Money, optional: Money, ipt: Money }),
  totals: Type.Object({ gross: Money, discount: Money, discounted: Money, ipt: Money }),
  instalments: Type.Array(Money),
});

/**
 * Why this price: one factor of the main cover's premium as the rating engine applied it, and what
 * it changes (rating/price-factors.ts): the price as rated less the price with this factor neutral
 * and every other answer the same (the insurance group: against group 1, the cheapest).
 */
const PriceFactorView = Type.Object({
  code: Literals(PRICE_FACTOR_CODES),
  answer: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()], {
    description:
      'The answer the factor read: the group, the value in pounds, an age or years, a count, miles, an enumeration code, the postcode area, yes/no, the voluntary excess in pounds; the youngest additional driver’s age; null when none.',
  }),
  band: Nullable(Type.Number({ description: 'Where the answer’s band starts (banded answers).' })),
  value: Type.Number({ description: 'The multiplier applied (the group’s: over group 1’s).' }),
  annualEffect: Type.Integer({ description: 'Pence: what it changes in the annual premium.' }),
  effects: Type.Array(
    Type.Object({
      scheduleType: Literals(PAYMENT_SCHEDULE_TYPES),
      amount: Type.Integer({
        description: 'Pence: what it changes in each payment of the schedule; negative saves.',
      }),
    }),
  ),
});

export const QuoteSchema = Type.Object({
  quoteId: Type.String(),
  ratedAt: Type.String(),
  validUntil: Type.String(),
  tablesVersion: Type.String(),
  ratingStatus: Literals(RATING_STATUSES),
  referralReasons: Type.Array(Reason),
  mainInsurer: Type.String(),
  insuredProfiles: Type.Array(
    Type.Object({
      profileCode: Type.String(),
      policyholder: Type.Boolean(),
      firstName: Nullable(Type.String()),
      lastName: Nullable(Type.String()),
    }),
  ),
  insuredAssets: Type.Array(Type.Object({ assetCode: Type.String(), coreAsset: Type.Boolean() })),
  availablePaymentSchedules: Type.Array(PaymentScheduleView),
  voluntaryExcess: Type.Integer(),
  voluntaryExcessApplies: Type.Boolean(),
  excess: Type.Array(
    Type.Object({
      excessCategory: Type.String(),
      excess: Money,
      endorsements: Type.Array(Type.String()),
    }),
  ),
  coverOptions: Type.Array(
    Type.Object({
      code: Type.String(),
      coverGroup: Type.String(),
      selected: Type.Boolean(),
      premium: Type.Number(),
    }),
  ),
  promotion: Nullable(
    Type.Object({
      promoCode: Type.String(),
      eligible: Type.Boolean(),
      reason: Type.Optional(Type.String()),
      text: Nullable(Type.String({ description: 'Why the promotion does not apply, in en-GB.' })),
    }),
  ),
  termDays: Nullable(
    Type.Integer({ description: 'Days of cover priced (drive-away); null for flex.' }),
  ),
  annualPremium: Nullable(Money),
  ipt: Nullable(Money),
  priceFactors: Type.Array(PriceFactorView, {
    description:
      'Why this price, largest effect first: every factor of the premium, as stored with the quote; empty on a referral or a quote rated before it was recorded.',
  }),
  // Optional in the document only so that quotes written before it (and clients' fixtures) still
  // read: the platform always sends it.
  renewalPriceCheck: Type.Optional(
    Nullable(
      Type.Object(
        {
          capped: Type.Boolean({
            description: 'true: priced above new business, so offered at the new-business price.',
          }),
          annual: Type.Object({ renewalPence: Type.Integer(), newBusinessPence: Type.Integer() }),
          schedules: Type.Array(
            Type.Object({
              type: Literals(PAYMENT_SCHEDULE_TYPES),
              renewalPence: Type.Integer(),
              newBusinessPence: Type.Integer(),
            }),
          ),
        },
        {
          description:
            "A renewal's quote only (FCA ICOBS 6B): its price and the equivalent new-business price (the same answers as a new customer's through the same channel, rated at the same moment), per payment period in pence; the renewal is never offered above it. Null for other quotes and on referral.",
        },
      ),
    ),
  ),
});

const Verification = Nullable(
  Type.Object({
    isClear: Type.Boolean(),
    checks: Type.Array(Type.Object({ check: Type.String(), result: Type.String() })),
    at: Type.String(),
    version: Type.Integer(),
  }),
);

/** The policy a renewal or upsell comes from (spec 000 §3 Proposal sourcePolicy). */
const SourcePolicy = Type.Object({
  policyId: Type.String(),
  policyNumber: Type.Optional(Type.String()),
  /** The quote of the policy's current version of cover. */
  quote: Nullable(QuoteSchema),
  detail: Nullable(
    Type.Object({
      expiredAt: Nullable(Type.String({ description: 'When the cover ends (ISO 8601).' })),
      renewalStopped: Type.Boolean(),
      autoRenewalEnabled: Type.Boolean(),
    }),
  ),
});

export const ProposalSchema = Type.Object({
  proposalCode: Type.String(),
  status: Literals(PROPOSAL_STATUSES),
  kind: Literals(['NEW', 'UPSELL', 'RENEWAL']),
  source: Nullable(Type.String()),
  schemeCode: Type.String(),
  productUrlName: Type.String(),
  brand: Type.String(),
  externalReference: Type.String(),
  promoCode: Nullable(Type.String()),
  data: Answers,
  quote: Nullable(QuoteSchema),
  missingSections: Type.Array(Type.String(), {
    description: 'Disclosure sections still to answer before the proposal can be rated.',
  }),
  referralReasons: Type.Array(Reason),
  startAt: Nullable(Type.String()),
  endAt: Nullable(Type.String()),
  policyTerm: Type.Object({ unit: Type.String(), length: Type.Integer() }),
  policyId: Nullable(Type.String()),
  policyNumber: Nullable(Type.String()),
  autoRenewalEnabled: Type.Boolean(),
  eligibilityConfirmed: Type.Boolean(),
  retailer: Nullable(Type.String()),
  orderNumber: Nullable(Type.String()),
  promotionTermsAccepted: Type.Boolean(),
  renewalMonth: Type.Integer({ minimum: 0, maximum: 12 }),
  verification: Verification,
  idCheck: Verification,
  upsellProposal: Nullable(
    Type.Object({
      proposalCode: Type.String(),
      status: Type.String(),
      startAt: Nullable(
        Type.String({ description: 'When the flex cover would start (ISO 8601).' }),
      ),
      endAt: Nullable(Type.String()),
      paymentSchedule: Nullable(
        Type.Object({
          type: Type.String(),
          instalments: Type.Array(Type.Integer(), {
            description: 'Pence; the first carries any rounding.',
          }),
        }),
      ),
      offered: Type.Boolean({
        description:
          'True while the upsell can be bought: priced, not bought, the drive-away not ended or cancelled.',
      }),
    }),
  ),
  sourceProposal: Nullable(Type.Object({ proposalCode: Type.String() })),
  sourcePolicy: Nullable(SourcePolicy),
  statusHistory: Type.Array(
    Type.Object({ status: Type.String(), reasons: Type.Array(Type.String()), at: Type.String() }),
  ),
  version: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const ProposalListSchema = Type.Array(ProposalSchema);

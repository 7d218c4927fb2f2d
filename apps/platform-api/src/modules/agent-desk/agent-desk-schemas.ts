import Type from 'typebox';
import { Nullable } from '../../http/schemas';
import { CustomerAccountSchema, PaymentMethodSchema, StatementSchema } from '../billing';
import { MATCH_KINDS } from './search-query';

/** GET /agent/customers: what the agent typed (2 to 100 characters once trimmed). */
export const CustomerSearchQuery = Type.Object(
  {
    q: Type.String({
      description:
        'What the agent typed: a name, email, phone, postcode, date of birth, policy number, quote reference or registration; 2 to 100 characters once trimmed.',
    }),
  },
  { additionalProperties: false },
);

/** A customer user's id in the path of GET /agent/customers/{userId}. */
export const CustomerRecordParams = Type.Object({
  userId: Type.String({ minLength: 1, maxLength: 200 }),
});

/** What an agent checks a caller against: from the policyholder record, else the latest quote. */
const Identity = {
  userId: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  dateOfBirth: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD.' })),
  postcode: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
};

const PolicySummary = {
  policyId: Type.String(),
  policyNumber: Type.String(),
  schemeCode: Type.String(),
  status: Type.String(),
  registration: Nullable(Type.String({ description: 'The car of the version in force.' })),
};

const QuoteSummary = {
  proposalId: Type.String(),
  quoteReference: Type.String(),
  schemeCode: Type.String(),
  status: Type.String(),
  registration: Nullable(Type.String()),
};

/** One customer found by a search. */
export const CustomerSearchResultSchema = Type.Object({
  ...Identity,
  matchedOn: Type.Enum([...MATCH_KINDS], { description: 'What the search found them by.' }),
  policies: Type.Array(Type.Object(PolicySummary)),
  quotes: Type.Array(
    Type.Object(QuoteSummary, { description: 'Proposals not bought (a bought one is a policy).' }),
  ),
});

/** What a search answers: at most 20 customers, the best match first. */
export const CustomerSearchResultsSchema = Type.Object({
  results: Type.Array(CustomerSearchResultSchema),
});

/** A customer's record as an agent sees it before acting for them. */
export const CustomerRecordSchema = Type.Object({
  ...Identity,
  policies: Type.Array(
    Type.Object({
      ...PolicySummary,
      startedAt: Nullable(Type.String({ format: 'date-time' })),
      endsAt: Nullable(Type.String({ format: 'date-time' })),
    }),
  ),
  quotes: Type.Array(
    Type.Object({ ...QuoteSummary, updatedAt: Type.String({ format: 'date-time' }) }),
  ),
  accounts: Type.Array(
    Type.Object({
      accountId: Type.String(),
      accountCode: Type.String(),
      policyNumber: Type.String(),
      accountBalance: Type.Integer({ description: 'Pence.' }),
      outstandingAmount: Type.Integer({ description: 'Pence owed from failed payments.' }),
      status: Type.String(),
      paymentMethodType: Nullable(Type.String()),
    }),
  ),
  agentActions: Type.Array(
    Type.Object({
      at: Type.String({ format: 'date-time' }),
      agentUserId: Nullable(Type.String()),
      agentName: Nullable(Type.String()),
      action: Type.String(),
      target: Nullable(Type.String()),
    }),
    {
      description:
        'The last 50 things agents did as this customer or viewed of them, newest first.',
    },
  ),
});

/** GET /agent/audit: the supervisor's filters, each optional. */
export const AuditLogQuerySchema = Type.Object(
  {
    agentUserId: Type.Optional(
      Type.String({ maxLength: 200, description: 'Only what this agent (user id) did.' }),
    ),
    customerUserId: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Only what agents did as this customer (user id) or viewed of them.',
      }),
    ),
    agent: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'Only what this agent did, by name (any part of it) or email; not with agentUserId. Several matches answer matches.agents instead of entries.',
      }),
    ),
    customer: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'Only what agents did as or viewed of this customer, found as the customer search finds them (name, email, phone, postcode, date of birth, policy number, quote reference, registration); not with customerUserId. Several matches answer matches.customers instead of entries.',
      }),
    ),
    from: Type.Optional(
      Type.String({ maxLength: 10, description: 'First day shown, YYYY-MM-DD (London).' }),
    ),
    to: Type.Optional(
      Type.String({ maxLength: 10, description: 'Last day shown, YYYY-MM-DD (London).' }),
    ),
    cursor: Type.Optional(
      Type.String({ maxLength: 200, description: 'The previous page’s nextCursor.' }),
    ),
  },
  { additionalProperties: false },
);

/** A person a name or email filter found. */
const AuditPersonSchema = Type.Object({
  userId: Type.String(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
});

/** A page of the audit log, newest first. */
export const AuditPageSchema = Type.Object({
  entries: Type.Array(
    Type.Object({
      id: Type.String(),
      at: Type.String({ format: 'date-time' }),
      agentUserId: Nullable(Type.String()),
      agentName: Nullable(Type.String()),
      customerUserId: Nullable(
        Type.String({ description: 'The customer the agent acted for or looked at.' }),
      ),
      customerName: Nullable(Type.String()),
      action: Type.String({
        description:
          'One of the audit actions (AUDIT_ACTIONS in @brand/domain; older rows may hold others).',
      }),
      target: Nullable(Type.String()),
      detail: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
  nextCursor: Nullable(
    Type.String({ description: 'Send as cursor for the next page; null on the last.' }),
  ),
  /** The agent the page is filtered by (by name, email or user id), or null. */
  agent: Nullable(AuditPersonSchema),
  /** The customer the page is filtered by, or null. */
  customer: Nullable(AuditPersonSchema),
  /**
   * When a name filter matches several people: them (at most 10 each), to filter by one by user
   * id; entries is then empty. Null otherwise.
   */
  matches: Nullable(
    Type.Object({
      agents: Type.Array(AuditPersonSchema),
      customers: Type.Array(AuditPersonSchema),
    }),
  ),
});

/**
 * The finance role's billing view of a customer: every account, with its statements (newest
 * first, with their line items) and its payment methods.
 */
export const CustomerBillingSchema = Type.Object({
  accounts: Type.Array(
    Type.Intersect([
      CustomerAccountSchema,
      Type.Object({
        statements: Type.Array(StatementSchema, {
          description: 'Newest first, as GET /customerAccounts/{id}/statements lists them.',
        }),
        paymentMethods: Type.Array(PaymentMethodSchema),
      }),
    ]),
  ),
});

// The access matrix: every operation of the OpenAPI document, called over HTTP as each kind of
// caller, answers what this table says. An operation with no row fails the suite, so a route is
// never added without deciding who may call it (ADR 0007).
import { randomUUID } from 'node:crypto';
import { IMPERSONATE_USER_HEADER } from '../http/impersonation';
import {
  generateAddresses,
  type ShippedAddress,
} from '../integrations/addresses/shipped-addresses';
import { accessMatrixFigures, recordAttackFigures } from './attack/attack-figures';
import {
  boughtFlex,
  createProposal,
  DRIVEAWAY,
  FLEX,
  quotedProposal,
  verify,
} from './journey-fixtures';
import { TEST_PUBLIC_URL, useTestApp } from './test-app';
import { TEST_DATABASE_KIND } from './test-database';

/** The callers every operation is tried as. */
const ROLES = [
  /** No token at all. */
  'nobody',
  /** A visitor's token from POST /session, owning nothing of the owner's. */
  'anonymous',
  /** The signed-in customer who owns the proposal and the policy. */
  'owner',
  /** Another signed-in customer. */
  'otherCustomer',
  /** An admin with access:impersonate naming the owner in X-Impersonate-User. */
  'impersonatingAdmin',
  /** An admin without access:impersonate naming the owner. */
  'adminWithoutPermission',
  /** An admin with access:impersonate naming nobody: acts for itself, and owns nothing. */
  'adminWithoutHeader',
] as const;
type Role = (typeof ROLES)[number];

/** An exact status, or '2xx' for any success (a tracking call answers 200 or 201). */
type Expected = number | '2xx';
type Expectations = Record<Role, Expected>;

/** What the table's requests may name: the owner's things, made once for the suite. */
type Fixtures = {
  /** The owner's flex proposal, rated to a QUOTE. */
  quote: string;
  /** The owner's bought flex policy. */
  policyId: string;
  /** A saved quote of an anonymous visitor, for the retrieve. */
  savedQuote: { externalReference: string; dateOfBirth: string; postcode: string };
  ownerToken: string;
  /** The owner's user id, as the agent desk names a customer. */
  ownerUserId: string;
  address: ShippedAddress;
};

/** What one call sends, besides its method, its path and who calls. */
type Request = {
  params?: Record<string, string>;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** An event stream: its status is read from its headers, and the stream is then let go. */
  stream?: boolean;
};

type Row = {
  /** The operation, when the row's key names a second case of it. @default the key */
  operationId?: string;
  /** Made once per role, so a call that changes or uses up its target gets a fresh one. */
  request: (fixtures: Fixtures, role: Role) => Request | Promise<Request>;
  expect: Expectations;
};

const everybody = (status: Expected): Expectations =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Expectations;

/** A call any token may make (its answer is about the caller's own data, or shared data). */
const anyToken = (status: Expected): Expectations => ({
  ...everybody(status),
  nobody: 401,
  adminWithoutPermission: 403,
});

/** A call on the owner's thing: the owner and an admin acting for the owner; 404 to the rest. */
const ownerOrAdmin = (status: Expected): Expectations => ({
  nobody: 401,
  anonymous: 404,
  owner: status,
  otherCustomer: 404,
  impersonatingAdmin: status,
  adminWithoutPermission: 403,
  adminWithoutHeader: 404,
});

/** A customer-only call on the owner's thing: the owner alone. */
const ownerOnly = (status: Expected): Expectations => ({
  ...ownerOrAdmin(status),
  impersonatingAdmin: 403,
});

/**
 * A signed-in call on the caller's own customer record: the owner and an admin acting for the
 * owner; another customer and an admin acting for itself have no record (404); no visitor.
 */
const signedInOwner = (status: Expected): Expectations => ({
  ...ownerOrAdmin(status),
  anonymous: 403,
});

const onQuote = (fixtures: Fixtures) => ({ params: { id: fixtures.quote } });

/** The email the owner's quote was given (the only one it may be emailed to). */
const QUOTE_EMAIL = 'matrix.quote@example.com';

/** A fresh Idempotency-Key for each call. */
const keyed = () => ({ 'idempotency-key': randomUUID() });

/** Return addresses on the platform's own origin: any other is a 400 (no open redirect). */
const RETURN_URLS = {
  successUrl: `${TEST_PUBLIC_URL}/checkout/success`,
  cancelUrl: `${TEST_PUBLIC_URL}/checkout/callback`,
};

/** An agent's phone payment: only an admin with access:impersonate naming the customer. */
const agentOnly: Expectations = {
  nobody: 401,
  anonymous: 403,
  owner: 403,
  otherCustomer: 403,
  impersonatingAdmin: 200,
  adminWithoutPermission: 403,
  adminWithoutHeader: 403,
};

/** The owner's policy's number (the claims list is asked for by number). */
async function policyNumberOf(fixtures: Fixtures): Promise<string> {
  const [policy] = await t.db.query<{ policy_number: string }>(
    'SELECT policy_number FROM policies WHERE id = $1',
    [fixtures.policyId],
  );
  return policy?.policy_number as string;
}

/** The owner's customer account, opened when the flex policy was bound. */
async function onAccount(fixtures: Fixtures) {
  const [account] = await t.db.query<{ id: string }>(
    'SELECT id FROM customer_accounts WHERE policy_id = $1',
    [fixtures.policyId],
  );
  return { params: { id: account?.id as string } };
}

/** The first statement of the fixture policy's account. */
async function onStatement(fixtures: Fixtures) {
  const { params } = await onAccount(fixtures);
  const [statement] = await t.db.query<{ id: string }>(
    'SELECT id FROM statements WHERE customer_account_id = $1 AND statement_number = 0',
    [params.id],
  );
  return { params: { ...params, statementId: statement?.id as string } };
}

/** The proposal the owner's flex policy was bound from. */
async function boughtProposalOf(fixtures: Fixtures): Promise<string> {
  const [policy] = await t.db.query<{ proposal_id: string }>(
    'SELECT proposal_id FROM policies WHERE id = $1',
    [fixtures.policyId],
  );
  return policy?.proposal_id as string;
}

/**
 * A PENDING mid-term adjustment of the owner's policy, stored as the platform stores one; an
 * expired one (made a day before the suite's clock) for the commit, which then answers gone (409)
 * to each caller who gets past the access checks.
 */
async function onAdjustment(fixtures: Fixtures, expired = false) {
  const id = `ADJ${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
  const createdAt = expired ? '2026-03-01T09:00:00Z' : '2026-03-02T09:59:00Z';
  const expiresAt = expired ? '2026-03-01T10:00:00Z' : '2026-03-02T10:59:00Z';
  await t.db.query(
    `INSERT INTO policy_adjustments (id, policy_id, adjustment_type, changes, effective_at, status,
       base_version, priced, created_by_user_id, created_at, expires_at)
     SELECT $1, p.id, 'MTA', '[]'::jsonb, p.incepted_at, 'PENDING', 1, $2::jsonb, p.owner_user_id,
            $3, $4
       FROM policies p WHERE p.id = $5`,
    [
      id,
      JSON.stringify({
        updatedPolicyVersions: [],
        prorataPremium: 0,
        amountDue: 0,
        availableBalance: 0,
        verificationClear: true,
      }),
      createdAt,
      expiresAt,
      fixtures.policyId,
    ],
  );
  return { params: { id } };
}

/** A one-file multipart body, as a browser's stage request sends it. */
function multipartPdf(fileName: string): Request {
  const boundary = 'matrixboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: [
      `--${boundary}`,
      `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4\n%%EOF',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  };
}

/**
 * The agent desk: an agent holding access:impersonate, naming a customer or not (the search and
 * the record are about any customer); nobody else.
 */
const agentsOnly: Expectations = {
  ...agentOnly,
  adminWithoutHeader: 200,
};

/**
 * A customer's own chat (a visitor's too): never an agent, acting for someone (customerOnly) or
 * as themselves (the chat is the customer's voice).
 */
const customerChat = (status: Expected): Expectations => ({
  nobody: 401,
  anonymous: status,
  owner: status,
  otherCustomer: status,
  impersonatingAdmin: 403,
  adminWithoutPermission: 403,
  adminWithoutHeader: 403,
});

type Chat = { id: string; messages: { id: string }[] };

/** The owner's open chat: opened by the createChatConversation row, found here. */
async function ownerChat(fixtures: Fixtures): Promise<Chat> {
  const current = await t.call<Chat>('GET', '/api/chat/conversations/current', {
    token: fixtures.ownerToken,
  });
  expect(current.status).toBe(200);
  return current.body;
}

/** A new visitor's chat. */
async function visitorChat(): Promise<Chat> {
  const opened = await t.call<Chat>('POST', '/api/chat/conversations', {
    token: await t.anonymousToken(),
    body: { context: { page: '/' } },
  });
  expect(opened.status).toBe(201);
  return opened.body;
}

/** The upload team's calls: only an agent holding action:review-uploads, which no role here has. */
const reviewersOnly: Expectations = { ...everybody(403), nobody: 401 };

/** The supervisor's audit-log reader: only a holder of access:audit-log, which no role here has. */
const auditorsOnly: Expectations = { ...everybody(403), nobody: 401 };

/** The finance role's billing view: an agent holding the finance role, which no role here has. */
const financeOnly: Expectations = { ...everybody(403), nobody: 401 };

/** The access of every operation, by operationId. */
const MATRIX: Record<string, Row> = {
  createSession: { request: () => ({}), expect: everybody(201) },
  getAppConfig: { request: () => ({}), expect: everybody(200) },
  retrieveSession: {
    request: (fixtures) => ({ body: fixtures.savedQuote }),
    // Public, but customer-only: a call naming a customer is an admin's, and is refused.
    expect: { ...everybody(201), impersonatingAdmin: 403, adminWithoutPermission: 403 },
  },
  listProposals: { request: () => ({}), expect: anyToken(200) },
  createProposal: { request: () => ({ body: { schemeCode: FLEX } }), expect: anyToken(201) },
  getProposal: { request: onQuote, expect: ownerOrAdmin(200) },
  updateProposal: {
    request: (fixtures) => ({ ...onQuote(fixtures), body: { changes: [] } }),
    expect: ownerOrAdmin(200),
  },
  listClaims: {
    request: async (fixtures) => ({ query: { policyNumber: await policyNumberOf(fixtures) } }),
    expect: ownerOrAdmin(200),
  },
  createFnolLink: {
    request: (fixtures) => ({
      body: {
        policyId: fixtures.policyId,
        privacyPolicyUrl: 'https://brand.example/privacy',
        callbackUrl: `${TEST_PUBLIC_URL}/flex/policy/${fixtures.policyId}/claims`,
        telephone: '0345 000 0000',
        email: 'claims@brand.example',
      },
    }),
    // The matrix's policy starts after its clock: past the access checks, nothing to claim on yet.
    expect: ownerOrAdmin(409),
  },
  // The customer's own voice: an agent acting for them is refused (customerOnly).
  postFeedback: {
    request: (fixtures) => ({
      body: { type: 'purchase', rating: 9, tags: { policyId: fixtures.policyId } },
    }),
    expect: ownerOnly('2xx'),
  },
  postImpression: {
    request: (fixtures) => ({
      body: { proposalCode: fixtures.quote, values: { utm_source: 'matrix' } },
    }),
    expect: ownerOrAdmin('2xx'),
  },
  trackProposal: {
    request: (fixtures) => ({ ...onQuote(fixtures), body: { values: { utm_source: 'm' } } }),
    expect: ownerOrAdmin('2xx'),
  },
  retainProposal: {
    // The quote email goes only to the address on the quote.
    request: (fixtures) => ({ ...onQuote(fixtures), body: { email: QUOTE_EMAIL } }),
    expect: ownerOrAdmin(204),
  },
  applyProposalPromotion: {
    request: (fixtures) => ({
      params: { id: fixtures.quote, promo: 'MINIELEC12M2025Q4' },
      body: { retailer: '81239', orderNumber: '1234567', promotionTermsAccepted: true },
    }),
    expect: ownerOrAdmin(200),
  },
  idCheckProposal: { request: onQuote, expect: ownerOrAdmin(200) },
  verifyProposal: { request: onQuote, expect: ownerOrAdmin(200) },
  validateAccount: {
    request: (fixtures) => ({ body: { source: fixtures.quote } }),
    expect: ownerOrAdmin(200),
  },
  createProposalAccount: { request: onQuote, expect: ownerOnly(201) },
  setProposalAutoRenewal: {
    request: (fixtures) => ({ ...onQuote(fixtures), body: { enabled: true } }),
    expect: ownerOrAdmin(200),
  },
  bindProposal: {
    // The owner buys a verified drive-away quote of its own; the others are refused first.
    request: async (fixtures, role) => {
      if (role !== 'owner') return { ...onQuote(fixtures), body: {} };
      const quoted = await quotedProposal(t, fixtures.ownerToken, { schemeCode: DRIVEAWAY });
      await verify(t, fixtures.ownerToken, quoted.proposalCode);
      return { params: { id: quoted.proposalCode }, body: {} };
    },
    expect: ownerOnly(200),
  },
  deleteProposal: {
    request: async (fixtures) => {
      const created = await createProposal(t, fixtures.ownerToken);
      return { params: { id: created.body.proposalCode } };
    },
    expect: ownerOrAdmin(204),
  },
  mergeProposal: {
    // A quote a visitor made before signing in, with the visitor's token as proof: any signed-in
    // customer holding both may take it, an admin acting for one may not.
    request: async () => {
      const visitor = await t.anonymousToken();
      const created = await createProposal(t, visitor);
      return { body: { proposalCode: created.body.proposalCode, sourceAccessToken: visitor } };
    },
    expect: {
      nobody: 401,
      anonymous: 403,
      owner: 200,
      otherCustomer: 200,
      impersonatingAdmin: 403,
      adminWithoutPermission: 403,
      adminWithoutHeader: 200,
    },
  },
  listPolicies: { request: () => ({}), expect: anyToken(200) },
  getPolicy: {
    request: (fixtures) => ({ params: { id: fixtures.policyId } }),
    expect: ownerOrAdmin(200),
  },
  setPolicyAutoRenewal: {
    request: (fixtures) => ({ params: { id: fixtures.policyId }, body: { enabled: true } }),
    expect: ownerOrAdmin(200),
  },
  listPolicyDocuments: {
    request: (fixtures) => ({ params: { id: fixtures.policyId } }),
    expect: signedInOwner(200),
  },
  getPolicyDocument: {
    request: (fixtures) => ({ params: { id: fixtures.policyId, doc: 'policy-certificate' } }),
    expect: signedInOwner(200),
  },
  // Adjustments (spec 001 §7): a signed-in policyholder or an agent acting for them.
  createPolicyAdjustment: {
    request: (fixtures) => ({
      body: {
        adjustmentType: 'MTA',
        policyId: fixtures.policyId,
        changes: [
          {
            type: 'QUOTE_DISCLOSURE_CHANGE',
            update: [{ path: 'vehicle.annualMileage', value: 9000 }],
          },
        ],
      },
    }),
    expect: signedInOwner(201),
  },
  getPolicyAdjustment: {
    request: (fixtures) => onAdjustment(fixtures),
    expect: signedInOwner(200),
  },
  commitPolicyAdjustment: {
    request: (fixtures) => onAdjustment(fixtures, true),
    expect: signedInOwner(409),
  },
  listCustomerAccounts: { request: () => ({}), expect: anyToken(200) },
  createCustomerAccount: {
    request: async (fixtures) => ({ body: { proposalCode: await boughtProposalOf(fixtures) } }),
    expect: ownerOrAdmin(200),
  },
  listStatements: { request: onAccount, expect: ownerOrAdmin(200) },
  getStatement: { request: onStatement, expect: ownerOrAdmin(200) },
  // The statement's PDF link: the statement route's own access.
  getStatementDocument: { request: onStatement, expect: ownerOrAdmin(200) },
  getNextStatementEstimate: { request: onAccount, expect: ownerOrAdmin(200) },
  listPaymentMethods: { request: onAccount, expect: ownerOrAdmin(200) },
  // The payment day is an agent's to change (spec 001 §6): the owner is refused after ownership.
  setPaymentDay: {
    request: async (fixtures) => ({ ...(await onAccount(fixtures)), body: { paymentDay: 15 } }),
    expect: { ...ownerOrAdmin(200), owner: 403 },
  },
  setPolicyBillingDay: {
    request: (fixtures) => ({ params: { id: fixtures.policyId }, body: { billingDay: 15 } }),
    expect: { ...ownerOrAdmin(200), owner: 403 },
  },
  // Checkout (spec 002 §7): every mutating call carries its own Idempotency-Key. Buying and the
  // customer's own card or bank pages are customer-only; an agent pays by phone (MOTO), which
  // needs access:impersonate and a customer named. The owner's quote is not verified, so a call
  // that reaches it answers 409: past the access checks, short of a payment.
  createProposalCardCheckout: {
    request: (fixtures) => ({ ...onQuote(fixtures), headers: keyed(), body: RETURN_URLS }),
    expect: ownerOnly(409),
  },
  createSettleCardCheckout: {
    request: async (fixtures) => ({
      ...(await onAccount(fixtures)),
      headers: keyed(),
      body: RETURN_URLS,
    }),
    // The fixture's policy was bound without a checkout: its first statement is still owed.
    expect: ownerOnly(200),
  },
  createCardSetup: {
    request: (fixtures) => ({
      headers: keyed(),
      body: { clientReference: fixtures.quote, ...RETURN_URLS },
    }),
    expect: ownerOnly(200),
  },
  // The card field's card: kept on the caller's own account only (a customer's, as a hosted
  // setup page's card is); tok_visa is a token the card sandbox knows.
  saveCardFromToken: {
    request: async (fixtures) => ({
      ...(await onAccount(fixtures)),
      headers: keyed(),
      body: { token: 'tok_visa' },
    }),
    expect: ownerOnly(200),
  },
  createProposalMotoPayment: {
    request: (fixtures) => ({
      ...onQuote(fixtures),
      headers: keyed(),
      body: { token: 'tok_visa' },
    }),
    expect: { ...agentOnly, impersonatingAdmin: 409 },
  },
  createSettleMotoPayment: {
    request: async (fixtures) => ({
      ...(await onAccount(fixtures)),
      headers: keyed(),
      body: { token: 'tok_visa', postalCode: 'OX4 1HP', dateOfBirth: '1900-01-01' },
    }),
    // The date of birth is not the policyholder's: past the access checks, refused by the form.
    expect: { ...agentOnly, impersonatingAdmin: 400 },
  },
  createDirectDebitFlow: {
    request: () => ({
      headers: keyed(),
      body: { mandateDescription: 'Payments', successUrl: `${TEST_PUBLIC_URL}/dd` },
    }),
    expect: { ...anyToken(200), impersonatingAdmin: 403 },
  },
  // DUAL's mandate step names the bound policy's proposal: its owner alone (a visitor's token for
  // its own policy works the same way: dual-mandate-step.test.ts).
  createDirectDebitFlowForPolicy: {
    operationId: 'createDirectDebitFlow',
    request: async (fixtures) => ({
      headers: keyed(),
      body: {
        mandateDescription: 'Payments',
        successUrl: `${TEST_PUBLIC_URL}/dd`,
        proposalCode: await boughtProposalOf(fixtures),
        checkoutMethod: 'DUAL',
      },
    }),
    expect: ownerOnly(200),
  },
  // The billing tab's Direct Debit names its account: the owner's alone, 404 to anyone else's.
  createDirectDebitFlowForAccount: {
    operationId: 'createDirectDebitFlow',
    request: async (fixtures) => ({
      headers: keyed(),
      body: {
        mandateDescription: 'Payments',
        successUrl: `${TEST_PUBLIC_URL}/dd`,
        accountId: (await onAccount(fixtures)).params.id,
      },
    }),
    expect: ownerOnly(200),
  },
  // The owner's flex adjustment has nothing due now (flex pays on its next statement): past the
  // access checks, 409; anyone else's adjustment is a 404.
  createAdjustmentCardCheckout: {
    request: async (fixtures) => ({
      ...(await onAdjustment(fixtures)),
      headers: keyed(),
      body: RETURN_URLS,
    }),
    expect: ownerOnly(409),
  },
  createAdjustmentMotoPayment: {
    request: async (fixtures) => ({
      ...(await onAdjustment(fixtures)),
      headers: keyed(),
      body: { token: 'tok_visa' },
    }),
    expect: { ...agentOnly, impersonatingAdmin: 409 },
  },
  completeDirectDebitMandate: {
    request: () => ({ headers: keyed(), body: { redirectFlowId: 'RE_NOT_YOURS' } }),
    expect: { ...anyToken(404), impersonatingAdmin: 403 },
  },
  listDirectDebitMandates: { request: () => ({}), expect: anyToken(200) },
  getPolicyholder: { request: () => ({}), expect: signedInOwner(200) },
  updatePolicyholder: {
    request: () => ({ body: { phone: '+447700900456' } }),
    expect: signedInOwner(200),
  },
  validateForm: {
    request: () => ({ params: { id: 'retrieve' }, body: { data: {} } }),
    expect: anyToken(200),
  },
  lookupVehicleByVrn: { request: () => ({ query: { vrn: 'AB19CDE' } }), expect: anyToken(200) },
  listVehicleMakes: { request: () => ({ query: { year: '2015' } }), expect: anyToken(200) },
  listVehicleModels: {
    request: () => ({ query: { year: '2015', make: 'MINI' } }),
    expect: anyToken(200),
  },
  listVehicles: {
    request: () => ({ query: { year: '2015', make: 'MINI', model: 'Roadster' } }),
    expect: anyToken(200),
  },
  searchLookupTable: {
    request: () => ({ params: { table: 'occupation' }, query: { searchTerm: 'acc' } }),
    expect: anyToken(200),
  },
  getLookupEntry: {
    request: () => ({ params: { table: 'offence', code: 'SP30' } }),
    expect: anyToken(200),
  },
  searchAddresses: {
    request: (fixtures) => ({
      query: { service: 'pca', text: fixtures.address.address.postalCode as string },
    }),
    expect: anyToken(200),
  },
  getAddress: {
    request: (fixtures) => ({ params: { id: fixtures.address.id }, query: { service: 'pca' } }),
    expect: anyToken(200),
  },
  // Uploads (spec 001 §7): the signed-in owner, or an agent acting for them, on the owner's policy.
  stageUpload: {
    request: (fixtures, role) => ({
      params: { id: fixtures.policyId },
      ...multipartPdf(`stage-${role}.pdf`),
    }),
    expect: signedInOwner(200),
  },
  commitUpload: {
    // The owner staged the file first, so the callers who get past the checks commit it.
    request: async (fixtures, role) => {
      const fileName = `commit-${role}.pdf`;
      const { headers, body } = multipartPdf(fileName);
      await t.call('POST', `/api/documents/upload/stage/${fixtures.policyId}`, {
        token: fixtures.ownerToken,
        ...(headers ? { headers } : {}),
        body,
      });
      return {
        params: { id: fixtures.policyId },
        body: { fileNames: [fileName], purpose: 'PROOF_OF_NCD' },
      };
    },
    expect: signedInOwner(201),
  },
  listUploadsForReview: { request: () => ({}), expect: reviewersOnly },
  markUploadReviewed: {
    request: () => ({ params: { uploadId: 'UPLNONE' } }),
    expect: reviewersOnly,
  },
  getUploadedFile: {
    request: () => ({ params: { uploadId: 'UPLNONE', fileId: 'UPFNONE' } }),
    expect: reviewersOnly,
  },
  searchCustomers: { request: () => ({ query: { q: 'Smith' } }), expect: agentsOnly },
  // The chat's rows run in this order: each customer's createChatConversation opens the chat
  // that their getCurrentChatConversation then finds.
  createChatConversation: {
    request: () => ({ body: { context: { page: '/flex/referral' } } }),
    expect: customerChat('2xx'),
  },
  getCurrentChatConversation: { request: () => ({}), expect: customerChat(200) },
  sendChatMessage: {
    request: async (fixtures) => ({
      params: { conversationId: (await ownerChat(fixtures)).id },
      body: { text: 'Hello', clientMessageId: randomUUID() },
    }),
    expect: { ...ownerOnly(201), adminWithoutHeader: 403 },
  },
  markChatRead: {
    request: async (fixtures) => {
      const chat = await ownerChat(fixtures);
      return {
        params: { conversationId: chat.id },
        body: { upToMessageId: chat.messages[0]?.id as string },
      };
    },
    expect: { ...ownerOnly(204), adminWithoutHeader: 403 },
  },
  getChatConversationEvents: {
    request: async (fixtures) => ({
      params: { conversationId: (await ownerChat(fixtures)).id },
      stream: true,
    }),
    // An agent reads any conversation's stream, acting for someone or not.
    expect: { ...ownerOrAdmin(200), adminWithoutHeader: 200 },
  },
  getAgentChatQueue: { request: () => ({}), expect: agentsOnly },
  getAgentChatConversation: {
    request: async (fixtures) => ({ params: { conversationId: (await ownerChat(fixtures)).id } }),
    expect: agentsOnly,
  },
  sendAgentChatMessage: {
    request: async (fixtures) => ({
      params: { conversationId: (await ownerChat(fixtures)).id },
      body: { text: 'How can I help?', clientMessageId: randomUUID() },
    }),
    expect: { ...agentsOnly, impersonatingAdmin: 201, adminWithoutHeader: 201 },
  },
  closeAgentChatConversation: {
    // A visitor's chat of its own for each caller, so the owner's stays open for the rows above.
    request: async () => ({ params: { conversationId: (await visitorChat()).id } }),
    expect: agentsOnly,
  },
  getAgentChatEvents: { request: () => ({ stream: true }), expect: agentsOnly },
  getCustomerRecord: {
    request: (fixtures) => ({ params: { userId: fixtures.ownerUserId } }),
    expect: agentsOnly,
  },
  endActingFor: {
    request: (fixtures) => ({ params: { userId: fixtures.ownerUserId } }),
    expect: { ...agentsOnly, impersonatingAdmin: 204, adminWithoutHeader: 204 },
  },
  getCustomerBilling: {
    request: (fixtures) => ({ params: { userId: fixtures.ownerUserId } }),
    expect: financeOnly,
  },
  readAuditLog: {
    request: (fixtures) => ({ query: { customerUserId: fixtures.ownerUserId } }),
    expect: auditorsOnly,
  },
};

type Operation = { operationId: string; method: string; path: string };
type OpenApiDocument = { paths: Record<string, Record<string, { operationId?: string }>> };

const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

describe(`access matrix over every operation of the OpenAPI document (${TEST_DATABASE_KIND})`, () => {
  let operations: Operation[];

  beforeAll(async () => {
    const response = await t.call<OpenApiDocument>('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    operations = Object.entries(response.body.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
      })),
    );
  });

  it('has a row for every operation, and no row for an operation that is gone', () => {
    const documented = operations.map((operation) => operation.operationId);
    expect(documented.filter((id) => !(id in MATRIX))).toEqual([]);
    expect(
      Object.entries(MATRIX)
        .map(([key, row]) => row.operationId ?? key)
        .filter((id) => !documented.includes(id)),
    ).toEqual([]);
  });

  it('answers each caller of each operation as the table says', async () => {
    const tokens = await callers();
    const fixtures = await makeFixtures(tokens.owner as string, tokens.ownerId);
    const answered: Record<string, Record<Role, number | string>> = {};
    const expected: Record<string, Record<Role, Expected>> = {};
    for (const [operationId, row] of Object.entries(MATRIX)) {
      const operation = operations.find(
        (candidate) => candidate.operationId === (row.operationId ?? operationId),
      );
      if (!operation) continue;
      answered[operationId] = {} as Record<Role, number | string>;
      expected[operationId] = row.expect;
      for (const role of ROLES) {
        const request = await row.request(fixtures, role);
        const status = await callAs(operation, request, role, tokens);
        const wanted = row.expect[role];
        // A success answers '2xx' where the table asks no more; anything else shows as it is.
        (answered[operationId] as Record<Role, number | string>)[role] =
          wanted === '2xx' && status >= 200 && status < 300 ? '2xx' : status;
      }
    }
    await recordAttackFigures('access matrix', accessMatrixFigures(answered, expected));
    expect(answered).toEqual(expected);
    // One test for every operation and caller (over 400 calls, and more with each new route): it
    // ran past the suites' 30 s on a CI machine, so it has three minutes of its own.
  }, 180_000);
});

/** The tokens of the roles (nobody has none), and the owner's user id. */
async function callers(): Promise<Partial<Record<Role, string>> & { ownerId: string }> {
  const ownerEmail = 'matrix.owner@example.com';
  const owner = await t.signedInToken(ownerEmail);
  const [user] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    ownerEmail,
  ]);
  const impersonate = { roles: ['admin'], permissions: ['access:impersonate'] };
  return {
    ownerId: user?.id as string,
    anonymous: await t.anonymousToken(),
    owner,
    otherCustomer: await t.signedInToken('matrix.other@example.com'),
    impersonatingAdmin: await t.signedInToken('matrix.agent@brand.test', impersonate),
    adminWithoutPermission: await t.signedInToken('matrix.trainee@brand.test', {
      roles: ['admin'],
    }),
    adminWithoutHeader: await t.signedInToken('matrix.agent2@brand.test', impersonate),
  };
}

async function makeFixtures(ownerToken: string, ownerUserId: string): Promise<Fixtures> {
  // The owner's quote was made before signing in (so its disclosure holds the email the account
  // calls need) and merged into the account, as the journey does.
  const visitor = await t.anonymousToken();
  const quoted = await quotedProposal(t, visitor, { email: QUOTE_EMAIL });
  const merged = await t.call('POST', '/api/proposals/merge', {
    token: ownerToken,
    body: { proposalCode: quoted.proposalCode, sourceAccessToken: visitor },
  });
  expect(merged.status).toBe(200);
  const bought = await boughtFlex(t, ownerToken);
  const saved = await quotedProposal(t, await t.anonymousToken());
  return {
    quote: quoted.proposalCode,
    policyId: bought.policyId as string,
    savedQuote: {
      externalReference: saved.externalReference,
      dateOfBirth: '1985-03-27',
      postcode: 'OX4 1HP',
    },
    ownerToken,
    ownerUserId,
    address: generateAddresses()[500] as ShippedAddress,
  };
}

async function callAs(
  operation: Operation,
  request: Request,
  role: Role,
  tokens: Awaited<ReturnType<typeof callers>>,
): Promise<number> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${operation.operationId}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const token = tokens[role];
  const names =
    role === 'impersonatingAdmin' || role === 'adminWithoutPermission'
      ? { [IMPERSONATE_USER_HEADER]: tokens.ownerId }
      : undefined;
  const headers = { ...request.headers, ...names };
  if (request.stream) {
    const abort = new AbortController();
    const response = await fetch(`${t.baseUrl}${path}${query}`, {
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: abort.signal,
    });
    abort.abort();
    return response.status;
  }
  const response = await t.call(operation.method, `${path}${query}`, {
    ...(token ? { token } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  return response.status;
}

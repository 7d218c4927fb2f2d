// Test support for the API suites of binding and policies: a visitor's journey over HTTP, from a
// new proposal to a quote and a bought policy. Only tests import it.
import { randomBytes, randomUUID } from 'node:crypto';
import type { DisclosurePath, DisclosureValue } from '@brand/config';
import type { Principal } from '../http/principal';
import { bindProposal } from '../modules/binding';
import type { ProposalChange } from '../modules/proposals';
import type { PlatformContext } from '../platform-context';
import { answerChange, completeAnswers } from './disclosure-fixtures';
import type { TestApp, TestResponse } from './test-app';
import { chosenVehicle, shippedVehicle } from './test-vehicle';

export const FLEX = 'BRAND-FLEX';
export const DRIVEAWAY = 'BRAND-DRIVEAWAY';
/** A retailer of the shipped retailer table (drive-away asks for the authorising retailer). */
export const TEST_RETAILER = '76199';
/** A registration of the UK pattern; the quotes of these suites choose the car from the list. */
export const TEST_VRN = 'AB12 CDE';

/** A proposal as these suites read it. */
export type ProposalBody = {
  proposalCode: string;
  status: string;
  kind: string;
  schemeCode: string;
  externalReference: string;
  data: Record<string, unknown>;
  quote: null | {
    quoteId: string;
    ratingStatus: string;
    availablePaymentSchedules: { type: string; active: boolean; totals: { discounted: number } }[];
  };
  startAt: string | null;
  endAt: string | null;
  policyId: string | null;
  policyNumber: string | null;
  autoRenewalEnabled: boolean;
  retailer: string | null;
  verification: null | { isClear: boolean; version: number };
  idCheck: null | { isClear: boolean; version: number };
  upsellProposal: null | { proposalCode: string; status: string };
  sourceProposal: null | { proposalCode: string };
  sourcePolicy: null | { policyId: string };
  statusHistory: { status: string }[];
  version: number;
};

/** A problem as these suites read it. */
export type ProblemBody = {
  type: string;
  status: number;
  detail?: string;
  code?: string;
  errors?: { path: string; message: string }[];
};

/** Who the policyholder is and what they buy; each defaults to the fixtures' Jane Smith. */
export type QuoteOptions = {
  schemeCode?: string;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  email?: string;
  /** null: no registration yet. */
  vrn?: string | null;
  startDate?: string;
};

/**
 * A policyholder nobody else in the suite is: the suites share one database, and the drive-away
 * rule matches people by email or by name and date of birth.
 */
export function uniquePerson(): Required<Pick<QuoteOptions, 'firstName' | 'lastName' | 'email'>> {
  const letters = Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');
  return {
    firstName: 'Jane',
    lastName: `Smith-${letters[0]?.toUpperCase()}${letters.slice(1)}`,
    email: `jane.${letters}@example.com`,
  };
}

function replace<P extends DisclosurePath>(
  changes: ProposalChange[],
  path: P,
  value: DisclosureValue<P>,
): ProposalChange[] {
  return changes.map((change) => (change.path === path ? answerChange(path, value) : change));
}

/** The section-by-section answers of a complete disclosure for these options. */
export async function answersFor(options: QuoteOptions): Promise<Record<string, ProposalChange[]>> {
  const vehicle = chosenVehicle(
    await shippedVehicle(),
    options.vrn === undefined ? TEST_VRN : options.vrn,
  );
  const sections = completeAnswers({
    vehicle,
    startDate: options.startDate ?? '2026-03-10',
    ...(options.dateOfBirth ? { dateOfBirth: options.dateOfBirth } : {}),
    ...(options.lastName ? { lastName: options.lastName } : {}),
  });
  const name = { firstName: options.firstName ?? 'Jane', lastName: options.lastName ?? 'Smith' };
  sections['about-you'] = replace(sections['about-you'] ?? [], 'policyholder.name', name);
  if (options.email) {
    sections['contact-details'] = replace(
      sections['contact-details'] ?? [],
      'policyholder.email',
      options.email,
    );
  }
  if ((options.schemeCode ?? FLEX) === DRIVEAWAY) {
    sections['before-we-begin'] = [
      ...(sections['before-we-begin'] ?? []),
      answerChange('retailer', TEST_RETAILER),
    ];
  }
  return sections;
}

/** The driving declaration of a ban: an answer that refers a quote. */
export const DECLARED_BAN: ProposalChange = answerChange('policyholder.drivingDeclarations', {
  'dvla-unaware-of-medical-condition': false,
  'advised-by-doctor-not-to-drive': false,
  'banned-or-disqualified': true,
});

/** POST /proposals: a new proposal of the caller's, a flex one unless the body names another. */
export function createProposal<Body = ProposalBody>(
  t: TestApp,
  token: string,
  body: object = { schemeCode: FLEX },
) {
  return t.call<Body>('POST', '/api/proposals', { token, body });
}

/** PATCH /proposals/{id}. */
export function patchProposal<Body = ProposalBody>(
  t: TestApp,
  token: string,
  code: string,
  body: object,
) {
  return t.call<Body>('PATCH', `/api/proposals/${code}`, { token, body });
}

/** GET /proposals/{id}. */
export function getProposal<Body = ProposalBody>(t: TestApp, token: string, code: string) {
  return t.call<Body>('GET', `/api/proposals/${code}`, { token });
}

/** A new proposal answered in full and rated: a QUOTE (of a person of its own unless named). */
export async function quotedProposal(
  t: TestApp,
  token: string,
  options: QuoteOptions = {},
): Promise<ProposalBody> {
  const created = await createProposal(t, token, { schemeCode: options.schemeCode ?? FLEX });
  expect(created.status).toBe(201);
  const sections = await answersFor({ ...uniquePerson(), ...options });
  const ids = Object.keys(sections);
  let last: TestResponse<ProposalBody> | undefined;
  for (const [index, id] of ids.entries()) {
    last = await patchProposal(t, token, created.body.proposalCode, {
      changes: sections[id],
      applyRating: index === ids.length - 1,
    });
    expect({ id, status: last.status, body: last.body }).toMatchObject({ status: 200 });
  }
  expect(last?.body.status).toBe('QUOTE');
  return last?.body as ProposalBody;
}

/** PUT /proposals/{id}/verify. */
export function verify(t: TestApp, token: string, code: string) {
  return t.call<{ isClear: boolean; checks: { check: string; result: string }[] } & ProblemBody>(
    'PUT',
    `/api/proposals/${code}/verify`,
    { token },
  );
}

/** POST /proposals/{id}/bind. */
export function bind(t: TestApp, token: string, code: string, body?: object) {
  return t.call<ProposalBody & ProblemBody>('POST', `/api/proposals/${code}/bind`, {
    token,
    ...(body ? { body } : {}),
  });
}

/** A drive-away quote verified and bought: the bound proposal. */
export async function boughtDriveaway(
  t: TestApp,
  token: string,
  options: QuoteOptions = {},
): Promise<ProposalBody> {
  const quoted = await quotedProposal(t, token, { ...options, schemeCode: DRIVEAWAY });
  expect((await verify(t, token, quoted.proposalCode)).body.isClear).toBe(true);
  const bound = await bind(t, token, quoted.proposalCode);
  expect({ status: bound.status, body: bound.body }).toMatchObject({ status: 200 });
  return bound.body;
}

/**
 * The platform's services over the test app's database and clock, for what has no HTTP call yet:
 * the renewal job, and a bind after a checkout has taken the payment.
 */
export function servicesOf(t: TestApp): PlatformContext {
  // The running app's own context: its writes drop its own cached reads.
  return t.app.platform;
}

/** The owner of a proposal as a caller, for service calls. */
export async function ownerOf(t: TestApp, proposalCode: string): Promise<Principal> {
  const [row] = await t.db.query<{ owner_user_id: string }>(
    'SELECT owner_user_id FROM proposals WHERE id = $1',
    [proposalCode],
  );
  return {
    userId: row?.owner_user_id as string,
    sessionId: 'test',
    anonymous: true,
    roles: [],
    permissions: [],
  };
}

/**
 * Binds a verified quote as its owner, as the payments work will once a checkout has taken the
 * payment (over HTTP a bind with a payment due is a 402 until checkout exists).
 */
export async function bindPaid(t: TestApp, proposalCode: string): Promise<void> {
  await bindProposal(
    servicesOf(t),
    await ownerOf(t, proposalCode),
    proposalCode,
    {},
    {
      paymentSettled: true,
    },
  );
}

/**
 * A flex quote verified and bought as the payments work will buy it once its checkout has taken
 * the first payment (there is no checkout yet, so over HTTP a flex bind is a 402).
 */
export async function boughtFlex(
  t: TestApp,
  token: string,
  options: QuoteOptions = {},
): Promise<ProposalBody> {
  const quoted = await quotedProposal(t, token, { ...options, schemeCode: FLEX });
  expect((await verify(t, token, quoted.proposalCode)).body.isClear).toBe(true);
  await bindPaid(t, quoted.proposalCode);
  const bound = await getProposal(t, token, quoted.proposalCode);
  expect(bound.body.status).toBe('POLICY');
  return bound.body;
}

/**
 * A new token for the anonymous owner of a proposal (after the clock outran the old one), as the
 * platform issues one to that visitor. Not through POST /session/back-book: that finds only a
 * quote of a visitor who holds no policy (issue 14), and these suites need a buyer's token too.
 */
export async function retrieveToken(t: TestApp, externalReference: string): Promise<string> {
  const [owner] = await t.db.query<{ owner_user_id: string }>(
    'SELECT owner_user_id FROM proposals WHERE external_reference = $1',
    [externalReference],
  );
  expect(owner).toBeDefined();
  const sessionId = randomUUID();
  const now = t.clock.now();
  await t.db.query(
    `INSERT INTO sessions (id, user_id, kind, created_at, expires_at)
     VALUES ($1, $2, 'anonymous', $3, $3::timestamptz + interval '12 hours')`,
    [sessionId, owner?.owner_user_id, now],
  );
  return t.app.platform.tokens.issue(owner?.owner_user_id as string, sessionId, {
    anonymous: true,
    roles: [],
    permissions: [],
  });
}

import { completeAnswers } from '../src/demo/demo-disclosure';
import { chosenVehicle, shippedVehicle } from '../src/test/test-vehicle';

/** A quoted proposal and the token of the visitor who owns it. */
export type QuotedProposal = { token: string; proposalCode: string };

async function call<Body>(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: Body }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}

function expectStatus(what: string, actual: number, expected: number, body: unknown): void {
  if (actual !== expected) {
    throw new Error(`${what}: HTTP ${actual}, expected ${expected}: ${JSON.stringify(body)}`);
  }
}

/** A start date a week from today (UTC), so the quote is valid while the benchmark runs. */
function startDateNextWeek(): string {
  return new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * Creates one quoted BRAND-FLEX proposal as a customer would: a new anonymous session, the
 * proposal, then every disclosure section in journey order, the last one rated.
 */
export async function createQuotedProposal(baseUrl: string): Promise<QuotedProposal> {
  const session = await call<{ accessToken: string }>(baseUrl, 'POST', '/api/session');
  expectStatus('POST /api/session', session.status, 201, session.body);
  const token = session.body.accessToken;
  const created = await call<{ proposalCode: string }>(baseUrl, 'POST', '/api/proposals', token, {
    schemeCode: 'BRAND-FLEX',
  });
  expectStatus('POST /api/proposals', created.status, 201, created.body);
  const { proposalCode } = created.body;
  const sections = Object.entries(
    completeAnswers({
      vehicle: chosenVehicle(await shippedVehicle()),
      startDate: startDateNextWeek(),
    }),
  );
  let status = '';
  for (const [index, [id, changes]] of sections.entries()) {
    const patched = await call<{ status: string }>(
      baseUrl,
      'PATCH',
      `/api/proposals/${proposalCode}`,
      token,
      { changes, applyRating: index === sections.length - 1 },
    );
    expectStatus(`PATCH section ${id}`, patched.status, 200, patched.body);
    status = patched.body.status;
  }
  if (status !== 'QUOTE') throw new Error(`The set-up proposal is ${status}, not QUOTE.`);
  return { token, proposalCode };
}

/** `count` quoted proposals, each owned by a visitor of its own. */
export async function createQuotedProposals(
  baseUrl: string,
  count: number,
): Promise<QuotedProposal[]> {
  const proposals: QuotedProposal[] = [];
  for (let i = 0; i < count; i++) proposals.push(await createQuotedProposal(baseUrl));
  return proposals;
}

/** Mileages a rating PATCH cycles through: each differs from the last, so every PATCH re-rates. */
export const BENCH_MILEAGES = [6_000, 9_000, 12_000, 15_000] as const;

/** A mileage outside BENCH_MILEAGES, so the load's first PATCH changes the answer too. */
const CHECK_MILEAGE = 7_000;

/** Checks that a rating PATCH re-rates: a changed mileage answers 200 with a QUOTE. */
export async function checkRatingPatch(baseUrl: string, proposal: QuotedProposal): Promise<void> {
  const patched = await call<{ status: string; quote: { annualPremium: number } | null }>(
    baseUrl,
    'PATCH',
    `/api/proposals/${proposal.proposalCode}`,
    proposal.token,
    ratingPatchBody(CHECK_MILEAGE),
  );
  expectStatus('rating PATCH', patched.status, 200, patched.body);
  if (patched.body.status !== 'QUOTE' || !patched.body.quote) {
    throw new Error(`The rating PATCH answered ${patched.body.status}, not a QUOTE.`);
  }
}

/** The body of a rating PATCH: a new annual mileage, rated. */
export function ratingPatchBody(annualMileage: number): object {
  return { changes: [{ path: 'vehicle.annualMileage', value: annualMileage }], applyRating: true };
}

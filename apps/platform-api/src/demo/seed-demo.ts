import { randomUUID } from 'node:crypto';
import { DISCLOSURE_PATHS } from '@brand/config';
import type { Sql } from '../db/database';
import type { Principal } from '../http/principal';
import { bindProposal } from '../modules/binding';
import { seedDemoClaims } from '../modules/claims';
import type { ProposalChange } from '../modules/proposals';
import { createProposal, patchProposal, verifyProposal } from '../modules/proposals';
import type { PlatformContext } from '../platform-context';
import { answerChange, completeAnswers, type VehicleAnswer } from './demo-disclosure';
import { seedExpiredQuote } from './seed-expired-quote';
import { seedDemoRenewal, whenDemoPolicyWasBought } from './seed-renewal';

/** The demo agent: signs in to the admin console and acts for a customer. */
export const DEMO_AGENT = {
  email: 'agent@brand.example',
  firstName: 'Alex',
  lastName: 'Agent',
  roles: ['admin'],
  permissions: ['access:impersonate'],
};

/**
 * The rest of the demo staff: an agent who may also edit claims, a finance user, and the back
 * office's supervisor, who reviews the proof customers upload (ADR 0040), reads the audit log of
 * what agents did, and may do what the agents do.
 */
export const DEMO_STAFF = [
  DEMO_AGENT,
  {
    email: 'claims.agent@brand.example',
    firstName: 'Casey',
    lastName: 'Claims',
    roles: ['admin'],
    permissions: ['access:impersonate', 'action:mta-claims'],
  },
  {
    email: 'finance@brand.example',
    firstName: 'Frankie',
    lastName: 'Finance',
    roles: ['admin', 'finance'],
    permissions: ['access:impersonate'],
  },
  {
    email: 'supervisor@brand.example',
    firstName: 'Sam',
    lastName: 'Supervisor',
    roles: ['admin'],
    permissions: [
      'access:impersonate',
      'action:mta-claims',
      'action:review-uploads',
      'access:audit-log',
    ],
  },
];

/**
 * The demo customer: holds an active flex policy, free for a year under the electric promotion,
 * with one settled and one open claim.
 */
export const DEMO_CUSTOMER = {
  email: 'jane.customer@brand.example',
  promoCode: 'MINIELEC12M2025Q4',
  retailer: '81239',
  orderNumber: '1234567',
  vrn: 'MN22 ELC',
};

/** The demo visitor's saved quote: retrieved with its reference, date of birth and postcode. */
export const DEMO_SAVED_QUOTE = { dateOfBirth: '1985-03-27', postcode: 'OX4 1HP' };

async function insertUser(
  db: Sql,
  kind: 'anonymous' | 'customer' | 'agent',
  email: string | null,
  at: Date,
): Promise<string> {
  const id = `${kind === 'anonymous' ? 'anon' : 'user'}_${randomUUID()}`;
  await db.query('INSERT INTO users (id, kind, email, created_at) VALUES ($1, $2, $3, $4)', [
    id,
    kind,
    email,
    at,
  ]);
  return id;
}

function principalFor(userId: string, anonymous: boolean): Principal {
  return { userId, sessionId: `seed_${randomUUID()}`, anonymous, roles: [], permissions: [] };
}

/** A quote answered in full through the same services the API calls. */
async function quotedProposal(
  context: PlatformContext,
  owner: Principal,
  vehicle: VehicleAnswer,
  startDate: string,
  promotion: ProposalChange[] = [],
): Promise<string> {
  const proposal = await createProposal(context, owner, {
    schemeCode: 'BRAND-FLEX',
    source: 'demo',
    promoCode: promotion.length > 0 ? DEMO_CUSTOMER.promoCode : undefined,
  });
  const sections = [...Object.values(completeAnswers({ vehicle, startDate })), promotion].filter(
    (changes) => changes.length > 0,
  );
  for (const [index, changes] of sections.entries()) {
    await patchProposal(context, owner, proposal.id, {
      changes,
      applyRating: index === sections.length - 1,
    });
  }
  return proposal.id;
}

/**
 * Seeds a new platform with a demo: an agent, a customer with an active flex policy bought through
 * the same calls a customer makes, and a visitor's saved flex quote. Runs only on an
 * empty database (no users), so a restart never doubles it. Returns the lines to print.
 */
export async function seedDemoIfEmpty(context: PlatformContext): Promise<string[] | null> {
  const { db, clock } = context;
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM users',
  );
  if (count > 0) return null;
  const now = clock.now();
  for (const staff of DEMO_STAFF) {
    const staffId = await insertUser(db, 'agent', staff.email, now);
    await db.query(
      `INSERT INTO principals (user_id, first_name, last_name, roles, permissions) VALUES ($1, $2, $3, $4, $5)`,
      [staffId, staff.firstName, staff.lastName, staff.roles, staff.permissions],
    );
  }
  const [vehicle] = await context.integrations.vehicles.vehicles({
    year: 2022,
    make: 'MINI',
    model: (await context.integrations.vehicles.models(2022, 'MINI'))[0] ?? '',
  });
  if (!vehicle) return ['Demo: no shipped vehicle found, so no demo quote was made.'];
  const visitor = principalFor(await insertUser(db, 'anonymous', null, now), true);
  // A week ahead: the demo quote stays valid for a week of trying the journey.
  const startDate = new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  const quoteId = await quotedProposal(
    context,
    visitor,
    { vrn: null, regLookup: false, specification: { vehicleCode: vehicle.vehicleCode } },
    startDate,
  );
  const customer = principalFor(await insertUser(db, 'customer', DEMO_CUSTOMER.email, now), false);
  // Bought most of a year ago, so its renewal is due now.
  const then = whenDemoPolicyWasBought(context);
  const policyProposal = await quotedProposal(
    then,
    customer,
    { vrn: null, regLookup: false, specification: { vehicleCode: vehicle.vehicleCode } },
    then.clock.now().toISOString().slice(0, 10),
    [
      answerChange('retailer', DEMO_CUSTOMER.retailer),
      answerChange('orderNumber', DEMO_CUSTOMER.orderNumber),
      answerChange('promotionTermsAccepted', true),
    ],
  );
  await patchProposal(then, customer, policyProposal, {
    changes: [{ path: `${DISCLOSURE_PATHS.vehicle}.vrn`, value: DEMO_CUSTOMER.vrn }],
  });
  await verifyProposal(then, customer, policyProposal);
  const bound = await bindProposal(then, customer, policyProposal, {});
  const [policy] = await db.query<{ policy_number: string }>(
    'SELECT policy_number FROM policies WHERE id = $1',
    [bound.policyId],
  );
  const [saved] = await db.query<{ external_reference: string }>(
    'SELECT external_reference FROM proposals WHERE id = $1',
    [quoteId],
  );
  return [
    'Demo data (seeded on this new data folder):',
    `  Saved quote: reference ${saved?.external_reference}, date of birth 27/03/1985, postcode ${DEMO_SAVED_QUOTE.postcode} (the portal's /retrieve page; POST /api/session/back-book)`,
    ...(await seedExpiredQuote(context, visitor, vehicle.vehicleCode)),
    `  Customer:    ${DEMO_CUSTOMER.email} (user id ${customer.userId}), active flex policy ${policy?.policy_number} (12 months free)`,
    ...(await seedDemoClaims(context, bound.policyId as string)),
    ...(await seedDemoRenewal(context, bound.policyId as string)),
    ...DEMO_STAFF.map(
      (staff) =>
        `  Staff:       ${staff.email} (${[...staff.roles, ...staff.permissions].join(', ')})`,
    ),
    `  Sign in with any of these emails: the one-time code lands in the outbox (${context.publicUrl}/outbox).`,
  ];
}

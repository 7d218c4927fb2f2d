import { randomUUID } from 'node:crypto';
import type { Sql } from '../db/database';
import type { Principal } from '../http/principal';
import { createProposal, patchProposal } from '../modules/proposals/proposals-service';
import type { PlatformContext } from '../platform-context';
import { completeAnswers, type VehicleAnswer } from './demo-disclosure';

/** The demo agent: signs in to the admin console (sign-in arrives with the identity issue). */
export const DEMO_AGENT = {
  email: 'agent@brand.example',
  firstName: 'Alex',
  lastName: 'Agent',
  roles: ['admin'],
  permissions: ['access:impersonate'],
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
): Promise<string> {
  const proposal = await createProposal(context, owner, {
    schemeCode: 'BRAND-FLEX',
    source: 'demo',
  });
  const sections = Object.values(completeAnswers({ vehicle, startDate }));
  for (const [index, changes] of sections.entries()) {
    await patchProposal(context, owner, proposal.id, {
      changes,
      applyRating: index === sections.length - 1,
    });
  }
  return proposal.id;
}

/**
 * Seeds a new platform with a demo: an agent, and a visitor's saved flex quote. Runs only on an
 * empty database (no users), so a restart never doubles it. Returns the lines to print.
 */
export async function seedDemoIfEmpty(context: PlatformContext): Promise<string[] | null> {
  const { db, clock } = context;
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM users',
  );
  if (count > 0) return null;
  const now = clock.now();
  const agentId = await insertUser(db, 'agent', DEMO_AGENT.email, now);
  await db.query(
    `INSERT INTO principals (user_id, first_name, last_name, roles, permissions) VALUES ($1, $2, $3, $4, $5)`,
    [agentId, DEMO_AGENT.firstName, DEMO_AGENT.lastName, DEMO_AGENT.roles, DEMO_AGENT.permissions],
  );
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
  const [saved] = await db.query<{ external_reference: string }>(
    'SELECT external_reference FROM proposals WHERE id = $1',
    [quoteId],
  );
  return [
    'Demo data (seeded on this new data folder):',
    `  Saved quote: retrieve it at /retrieve with reference ${saved?.external_reference}, date of birth 27/03/1985, postcode ${DEMO_SAVED_QUOTE.postcode}`,
    `  Agent:       ${DEMO_AGENT.email} (admin, access:impersonate)`,
  ];
}

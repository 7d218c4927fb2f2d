import { randomUUID } from 'node:crypto';
import type { PlatformContext } from '../../platform-context';
import { findCustomer } from '../customers';
import { findPolicy } from '../policy-records';

const DAY_MS = 86_400_000;

/**
 * The demo customer's claims, as the claims sandbox would hold them: one settled (a parking
 * scrape some months ago) and one open (a cracked windscreen last month), so the claims tab has
 * both badges to show. With a real claims provider the demo has no claims of its own.
 */
export async function seedDemoClaims(
  context: PlatformContext,
  policyId: string,
): Promise<string[]> {
  if (context.integrations.claims.kind !== 'sandbox') return [];
  const policy = await findPolicy(context.db, policyId);
  if (!policy) return [];
  const customer = await findCustomer(context.db, policy.customerId);
  const insuredName = customer ? `${customer.firstName} ${customer.lastName}` : '';
  const now = context.clock.now().getTime();
  const started = new Date(policy.firstInceptedAt).getTime();
  // Both inside the policy's cover so far, whenever the demo was seeded.
  const settledAt = new Date(started + Math.floor((now - started) / 3));
  const activeAt = new Date(Math.max(started, now - 30 * DAY_MS));
  const claims = [
    {
      reference: 'CLM-DEMO0001',
      status: 'SETTLED',
      type: 'Accident',
      at: settledAt,
      place: 'Supermarket car park, Oxford',
      what: 'Another car reversed into the rear bumper while parked.',
    },
    {
      reference: 'CLM-DEMO0002',
      status: 'ACTIVE',
      type: 'Windscreen',
      at: activeAt,
      place: 'A34 near Abingdon',
      what: 'A stone thrown up by a lorry cracked the windscreen.',
    },
  ];
  for (const claim of claims) {
    await context.db.query(
      `INSERT INTO claims (id, claim_reference, policy_id, policy_number, status, claim_type,
                           insured_name, occurred_at, place, description, injuries, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'no', $11)
       ON CONFLICT (claim_reference) DO NOTHING`,
      [
        `clm_${randomUUID()}`,
        claim.reference,
        policy.id,
        policy.policyNumber,
        claim.status,
        claim.type,
        insuredName,
        claim.at,
        claim.place,
        claim.what,
        context.clock.now(),
      ],
    );
  }
  return [
    `  Claims:      ${claims.map((claim) => `${claim.reference} (${claim.status})`).join(', ')} on the demo policy`,
  ];
}

import type { Mandate } from '../../integrations/payments/direct-debit';
import type { PlatformContext } from '../../platform-context';
import { setMandateStatus } from './mandate-repository';

/**
 * The GoCardless mandates not cancelled yet that a newer one has replaced: on every account that
 * holds it, a mandate not cancelled was saved after it. A mandate serving two accounts (ADR 0034,
 * follow-up 2) is replaced only once both have a newer one, as cancelling it at the provider
 * stops it for both. With `$1`, only those replaced by that mandate (saved on one of its accounts
 * before it).
 */
const REPLACED_MANDATES = `
  SELECT old.provider_reference, min(old.created_at) AS saved_at
    FROM payment_methods old
   WHERE old.type = 'BACS_DEBIT' AND old.provider = 'GOCARDLESS'
     AND old.mandate_status <> 'CANCELLED'
     AND ($1::text IS NULL OR EXISTS (
           SELECT 1 FROM payment_methods new
            WHERE new.provider = 'GOCARDLESS' AND new.provider_reference = $1
              AND new.customer_account_id = old.customer_account_id
              AND new.provider_reference <> old.provider_reference
              AND old.created_at < new.created_at))
     AND NOT EXISTS (
           SELECT 1 FROM payment_methods held
            WHERE held.provider = 'GOCARDLESS' AND held.provider_reference = old.provider_reference
              AND NOT EXISTS (
                    SELECT 1 FROM payment_methods newer
                     WHERE newer.customer_account_id = held.customer_account_id
                       AND newer.type = 'BACS_DEBIT' AND newer.provider = 'GOCARDLESS'
                       AND newer.provider_reference <> held.provider_reference
                       AND newer.mandate_status <> 'CANCELLED'
                       AND newer.created_at > held.created_at))
   GROUP BY old.provider_reference
   ORDER BY saved_at, old.provider_reference`;

/** Cancels each mandate at the provider, then here; answers those cancelled. */
async function cancelMandates(context: PlatformContext, mandateIds: string[]): Promise<string[]> {
  const cancelled: string[] = [];
  for (const mandateId of mandateIds) {
    // The provider first: marked cancelled here only once it is, so a crash between the two
    // leaves it live here and the next sweep (or retried completion) asks again; the provider
    // answers a cancelled mandate as it is, with no second cancel and no second webhook.
    await context.integrations.directDebit.cancelMandate({ mandateId });
    await setMandateStatus(context.db, mandateId, 'CANCELLED');
    cancelled.push(mandateId);
  }
  return cancelled;
}

/**
 * Once a new mandate is confirmed and saved on an account, the account's older mandates not
 * cancelled yet are cancelled at the provider, then marked cancelled here (so the collections,
 * which skip cancelled mandates, never use them). Only mandates saved on the same account before
 * the new one: completing an old flow again never cancels a newer mandate. Safe to run again: a
 * replayed completion finds nothing left to cancel.
 */
export async function cancelReplacedMandates(
  context: PlatformContext,
  mandate: Mandate,
): Promise<string[]> {
  if (mandate.status === 'CANCELLED') return [];
  const replaced = await context.db.query<{ provider_reference: string }>(REPLACED_MANDATES, [
    mandate.id,
  ]);
  return cancelMandates(
    context,
    replaced.map((row) => row.provider_reference),
  );
}

/** What one sweep did: mandates cancelled, and those the provider could not cancel this time. */
export type MandateSweep = {
  cancelled: string[];
  failed: { mandateId: string; error: string }[];
};

/**
 * The reconcile job's sweep for a completion that died between saving the new mandate and
 * cancelling the replaced ones (and whose tab never retried): every replaced mandate still live
 * here is cancelled at the provider, then here. One mandate's failure (the provider down) leaves
 * it for the next run and does not stop the others.
 */
export async function sweepReplacedMandates(context: PlatformContext): Promise<MandateSweep> {
  const sweep: MandateSweep = { cancelled: [], failed: [] };
  const replaced = await context.db.query<{ provider_reference: string }>(REPLACED_MANDATES, [
    null,
  ]);
  for (const { provider_reference: mandateId } of replaced) {
    try {
      sweep.cancelled.push(...(await cancelMandates(context, [mandateId])));
    } catch (error) {
      sweep.failed.push({
        mandateId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return sweep;
}

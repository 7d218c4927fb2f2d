import { schemeByCode } from '@brand/config';
import { formatCoverTime, formatGBP } from '@brand/domain';
import type { Sql } from '../../db/database';
import { queueEmail } from '../../integrations/email/email-queue';
import type { PlatformContext } from '../../platform-context';
import { findAccountOfPolicy, refundsDecidedUnder } from '../billing';
import type { PolicyRecord } from '../policy-records';
import type { AdjustmentRecord } from './adjustment-record';
import { creditRefundKey } from './credit-refund-key';
import { type RefundDestinations, refundDestinationSentence } from './refund-words';

/** The refunds the commit decided for the adjustment's credit, by method (none for a debit). */
async function refundsDecided(tx: Sql, adjustment: AdjustmentRecord): Promise<RefundDestinations> {
  const account = await findAccountOfPolicy(tx, adjustment.policyId);
  const decided = account
    ? await refundsDecidedUnder(tx, account.id, creditRefundKey(adjustment.id))
    : { CARD: 0, DIRECT_DEBIT: 0 };
  return { ...decided, elsewhere: 0 };
}

/** A sum as every page states it (formatGBP, ADR 0036), without its sign: the words say which way. */
function pounds(pence: number): string {
  return formatGBP(Math.abs(pence));
}

/** What the change costs, in the words the review page used (ADR 0038). */
function moneyLines(adjustment: AdjustmentRecord, refundTo: RefundDestinations): string[] {
  const { prorataPremium, newMonthlyPremium } = adjustment.priced;
  if (newMonthlyPremium !== null && newMonthlyPremium !== undefined) {
    const line =
      prorataPremium === 0
        ? []
        : [
            prorataPremium > 0
              ? `Your next statement also includes ${pounds(prorataPremium)} for the rest of this month.`
              : `Your next statement also includes a credit of ${pounds(prorataPremium)} for the rest of this month.`,
          ];
    return [
      `From your next statement your monthly price is ${pounds(newMonthlyPremium)}.`,
      ...line,
    ];
  }
  if (prorataPremium > 0)
    return [`The change cost ${pounds(prorataPremium)} for the rest of your cover.`];
  if (prorataPremium < 0) {
    const refunded = refundTo.CARD + refundTo.DIRECT_DEBIT;
    const credited = `The change lowered your premium: ${pounds(prorataPremium)} is credited to your account.`;
    // What the commit decided to pay back (what a payment can take), in the method it goes by.
    return refunded > 0
      ? [credited, `${refundDestinationSentence({ ...refundTo, elsewhere: 0 })}`]
      : [credited];
  }
  return ['The change did not alter your premium.'];
}

/**
 * Queues the email telling the customer their policy changed, in the commit's transaction, so it
 * exists exactly when the new version does and is sent once (one key per adjustment).
 */
export async function queueAdjustmentEmail(
  tx: Sql,
  context: PlatformContext,
  policy: PolicyRecord,
  adjustment: AdjustmentRecord,
  now: Date,
): Promise<void> {
  const [row] = await tx.query<{ email: string; first_name: string }>(
    'SELECT c.email, c.first_name FROM customers c WHERE c.id = $1',
    [policy.customerId],
  );
  if (!row) return;
  const product = schemeByCode(policy.schemeCode).productUrlName;
  const documents = `${context.publicUrl}/${product}/policy/${policy.id}/documents`;
  await queueEmail(
    tx,
    {
      to: row.email,
      subject: `Your policy ${policy.policyNumber} has been changed`,
      text: [
        `Dear ${row.first_name},`,
        '',
        `We have made the change you asked for to policy ${policy.policyNumber}. It takes effect from ${formatCoverTime(adjustment.effectiveAt)}.`,
        ...moneyLines(adjustment, await refundsDecided(tx, adjustment)),
        '',
        `Your updated certificate of motor insurance and policy schedule are in your policy's documents: ${documents}`,
      ].join('\n'),
    },
    `policy-adjustment:${adjustment.id}`,
    now,
  );
}

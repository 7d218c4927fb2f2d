import { schemeByCode } from '@brand/config';
import { formatCoverTime } from '@brand/domain';
import type { Sql } from '../../db/database';
import { deliverQueuedEmails, queueEmail } from '../../integrations/email/email-queue';
import type { PlatformContext } from '../../platform-context';
import type { ProposalRecord } from '../proposals';

type PolicyRow = { policy_number: string; email: string; first_name: string };

/** The queued confirmation's key: one email per policy, however often the bind is repeated. */
function confirmationKey(policyId: string): string {
  return `policy-confirmation:${policyId}`;
}

/** The policy page's documents tab (`/{product}/policy/{policyId}/documents`) the email links to. */
function documentsPage(context: PlatformContext, proposal: ProposalRecord): string {
  const product = schemeByCode(proposal.schemeCode).productUrlName;
  return `${context.publicUrl}/${product}/policy/${proposal.policyId}/documents`;
}

/**
 * Queues the email that tells the policyholder their new policy's details (the policy number, when
 * cover starts and ends, the car, where to see it), in the bind's own transaction: the email
 * exists exactly when the policy does, so neither a crash after the commit nor a mail server that
 * is down loses it (the email delivery job sends it then).
 */
export async function queuePolicyConfirmation(
  tx: Sql,
  context: PlatformContext,
  proposal: ProposalRecord,
  now: Date,
): Promise<void> {
  if (!proposal.policyId) return;
  const [row] = await tx.query<PolicyRow>(
    `SELECT p.policy_number, c.email, c.first_name FROM policies p
       JOIN customers c ON c.id = p.customer_id WHERE p.id = $1`,
    [proposal.policyId],
  );
  if (!row) return;
  const vrn = proposal.data.vehicle?.vrn;
  const message = {
    to: row.email,
    subject: `Your ${proposal.brand} car insurance policy ${row.policy_number}`,
    text: [
      `Dear ${row.first_name},`,
      '',
      `Thank you for insuring your car with us. Your policy number is ${row.policy_number}.`,
      ...(typeof vrn === 'string' ? [`Car: ${vrn}`] : []),
      ...(proposal.startAt ? [`Cover starts: ${formatCoverTime(proposal.startAt)}`] : []),
      ...(proposal.endAt ? [`Cover ends: ${formatCoverTime(proposal.endAt)}`] : []),
      '',
      `To see your policy, sign in at ${context.publicUrl}/ with this email address.`,
      '',
      'Your certificate of motor insurance, policy schedule, statement of fact and policy wording ' +
        `are in your policy's documents: ${documentsPage(context, proposal)}`,
    ].join('\n'),
  };
  await queueEmail(tx, message, confirmationKey(proposal.policyId), now);
}

/**
 * Sends a just-issued policy's queued confirmation at once, so the customer has it while they are
 * still on the success page. A sender that refuses leaves it queued for the delivery job: the
 * policy is bound either way, and the caller (a webhook, a phone payment) is not told otherwise.
 */
export async function sendPolicyConfirmation(
  context: PlatformContext,
  policyId: string,
): Promise<void> {
  await deliverQueuedEmails(context.db, context.integrations.email, context.clock, {
    dedupeKey: confirmationKey(policyId),
  });
}

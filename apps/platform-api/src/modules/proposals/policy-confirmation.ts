import { londonDateTime } from '@brand/domain';
import type { PlatformContext } from '../../platform-context';
import type { ProposalRecord } from './proposal-record';

type PolicyRow = { policy_number: string; email: string; first_name: string };

function when(instant: string): string {
  return londonDateTime(instant).setLocale('en-GB').toFormat("HH:mm 'on' d MMMM yyyy");
}

/**
 * Emails the policyholder their new policy's details once it is issued: the policy number, when
 * cover starts and ends, the car, and where to see it. Sent after the bind committed: a failure to
 * send never undoes a bound policy (the outbox keeps what was sent).
 */
export async function emailPolicyConfirmation(
  context: PlatformContext,
  proposal: ProposalRecord,
): Promise<void> {
  if (!proposal.policyId) return;
  const [row] = await context.db.query<PolicyRow>(
    `SELECT p.policy_number, c.email, c.first_name FROM policies p
       JOIN customers c ON c.id = p.customer_id WHERE p.id = $1`,
    [proposal.policyId],
  );
  if (!row) return;
  const vrn = (proposal.data.vehicle as { vrn?: unknown } | undefined)?.vrn;
  await context.integrations.email.send({
    to: row.email,
    subject: `Your ${proposal.brand} car insurance policy ${row.policy_number}`,
    text: [
      `Dear ${row.first_name},`,
      '',
      `Thank you for insuring your car with us. Your policy number is ${row.policy_number}.`,
      ...(typeof vrn === 'string' ? [`Car: ${vrn}`] : []),
      ...(proposal.startAt ? [`Cover starts: ${when(proposal.startAt)}`] : []),
      ...(proposal.endAt ? [`Cover ends: ${when(proposal.endAt)}`] : []),
      '',
      `To see your policy, sign in at ${context.publicUrl}/ with this email address.`,
    ].join('\n'),
  });
}

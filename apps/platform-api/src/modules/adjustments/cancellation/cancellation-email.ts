import { formatCoverTime, formatGBP } from '@brand/domain';
import type { EmailMessage } from '../../../integrations/email/email-sender';
import { type RefundDestinations, refundDestinationSentence } from '../refund-words';

/** What the cancellation confirmation is written from. */
export type CancellationEmailFacts = {
  brand: string;
  publicUrl: string;
  email: string;
  firstName: string;
  policyNumber: string;
  /** The insured car's registration, when it has one. */
  vrn: string | null;
  /** When cover ends (or ended, for an immediate cancellation). */
  endsAt: Date;
  immediate: boolean;
  coolingOff: boolean;
  /** The refund the cancellation is due as priced, in pence (0 for none). */
  refundPence: number;
  /**
   * Where that refund goes, in pence, by billing's rule (cards that paid, then Direct Debit);
   * `elsewhere` is what neither can take back.
   */
  refundTo: RefundDestinations;
};

/** The queued email's key: one confirmation per cancellation, however often the commit is tried. */
export function cancellationEmailKey(adjustmentId: string): string {
  return `cancellation-confirmation:${adjustmentId}`;
}

function refundLine(facts: CancellationEmailFacts): string {
  if (facts.refundPence <= 0) {
    return 'There is no refund due for the cover you have had. Your billing page shows your final statement.';
  }
  const amount = formatGBP(facts.refundPence);
  if (facts.coolingOff) {
    return `As you cancelled within the cooling-off period, you get back everything you paid: ${amount}. ${refundDestinationSentence(facts.refundTo)}`;
  }
  return facts.immediate
    ? `You get back ${amount} for the days of cover you will not use. ${refundDestinationSentence(facts.refundTo)}`
    : `When your cover ends we will pay back what you paid for the days after it (${amount} as things stand). ${refundDestinationSentence(facts.refundTo)}`;
}

/**
 * The email confirming a cancellation (spec: "email a cancellation confirmation"). For an
 * immediate one it is the only email: the status change to CANCELLED sends none of its own.
 */
export function cancellationEmail(facts: CancellationEmailFacts): EmailMessage {
  const at = formatCoverTime(facts.endsAt);
  return {
    to: facts.email,
    subject: `${facts.brand} car insurance: your cancellation of policy ${facts.policyNumber}`,
    text: [
      `Dear ${facts.firstName},`,
      '',
      facts.immediate
        ? `We have cancelled your policy as you asked. Your car insurance cover ended at ${at}.`
        : `We have cancelled your policy as you asked. Your car insurance cover ends at ${at}; until then you are insured as before.`,
      refundLine(facts),
      'No more payments will be taken after your final statement, and the policy will not renew.',
      'Driving without insurance is an offence: please make sure the car is insured before it is driven after your cover ends.',
      '',
      `Policy number: ${facts.policyNumber}`,
      ...(facts.vrn ? [`Car: ${facts.vrn}`] : []),
      '',
      `To see your policy, sign in at ${facts.publicUrl}/ with this email address.`,
    ].join('\n'),
  };
}

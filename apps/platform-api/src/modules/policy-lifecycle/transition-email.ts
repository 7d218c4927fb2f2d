import { formatCoverTime, type PolicyStatus } from '@brand/domain';
import type { EmailMessage } from '../../integrations/email/email-sender';
import { TRANSITION_REASONS, type TransitionReason } from './transition-reasons';

/** What a transition's email is written from. */
export type TransitionEmailFacts = {
  brand: string;
  publicUrl: string;
  email: string;
  firstName: string;
  policyNumber: string;
  vrn: string | null;
  to: PolicyStatus;
  reason: TransitionReason;
  effectiveAt: Date;
  /** When the cover started (inception) and when the renewed cover starts, where they apply. */
  inceptedAt: string;
};

/** The queued email's key: one email per policy and status it reached, however often it is tried. */
export function transitionEmailKey(policyId: string, to: PolicyStatus): string {
  return `policy-transition:${policyId}:${to}`;
}

function whatHappened(facts: TransitionEmailFacts): { subject: string; lines: string[] } {
  const at = formatCoverTime(facts.effectiveAt);
  switch (facts.reason) {
    case TRANSITION_REASONS.coverStarted:
      return {
        subject: `Your cover has started: policy ${facts.policyNumber}`,
        lines: [`Your car insurance cover started at ${formatCoverTime(facts.inceptedAt)}.`],
      };
    case TRANSITION_REASONS.termEnded:
      return {
        subject: `Your cover has ended: policy ${facts.policyNumber}`,
        lines: [
          `Your car insurance cover ended at ${at}, at the end of its term. The car is no longer insured by this policy.`,
          'Driving without insurance is an offence: please make sure the car is insured before it is driven again.',
        ],
      };
    case TRANSITION_REASONS.collectionsFailed:
      return {
        subject: `Your cover has ended: policy ${facts.policyNumber}`,
        lines: [
          `We could not collect your payment and it was still unpaid, so your car insurance cover ended at ${at}. The car is no longer insured by this policy.`,
          'Driving without insurance is an offence: please make sure the car is insured before it is driven again. You can see what is owed on the billing page of your policy.',
        ],
      };
    case TRANSITION_REASONS.renewalBound:
      return {
        subject: `Your policy ${facts.policyNumber} has been renewed`,
        lines: [
          `This policy came to the end of its term at ${at} and your renewal has started, so your car stays insured without a gap. Your renewed policy has its own policy number and documents.`,
        ],
      };
    case TRANSITION_REASONS.cancelled:
      return {
        subject: `Your policy ${facts.policyNumber} has been cancelled`,
        lines: [
          `As you asked, this policy was cancelled and your car insurance cover ended at ${at}. The car is no longer insured by this policy.`,
          'Driving without insurance is an offence: please make sure the car is insured before it is driven again. Any refund is shown on the billing page of your policy.',
        ],
      };
    case TRANSITION_REASONS.adjustmentReferred:
      return {
        subject: `Your policy ${facts.policyNumber} has ended`,
        lines: [
          `The change you confirmed needs our underwriters to look at it, so as agreed your car insurance cover under this policy ended at ${at}. The car is no longer insured by this policy.`,
          'Driving without insurance is an offence: please contact us by chat and we will help you insure the car again. Any money owed back is shown on the billing page of your policy.',
        ],
      };
    default: {
      const unknown: never = facts.reason;
      throw new Error(`No email for the transition reason ${String(unknown)}.`);
    }
  }
}

/** The email telling the customer their policy's status changed. */
export function transitionEmail(facts: TransitionEmailFacts): EmailMessage {
  const { subject, lines } = whatHappened(facts);
  return {
    to: facts.email,
    subject: `${facts.brand} car insurance: ${subject}`,
    text: [
      `Dear ${facts.firstName},`,
      '',
      ...lines,
      '',
      `Policy number: ${facts.policyNumber}`,
      ...(facts.vrn ? [`Car: ${facts.vrn}`] : []),
      '',
      `To see your policy, sign in at ${facts.publicUrl}/ with this email address.`,
    ].join('\n'),
  };
}

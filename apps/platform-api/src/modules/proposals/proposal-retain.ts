import { normaliseEmail } from '@brand/domain';
import type { PlatformContext } from '../../platform-context';
import type { ProposalRecord } from './proposal-record';

/** The link a saved quote is retrieved by (the portal's retrieve route). */
export function retrieveLink(publicUrl: string, proposal: ProposalRecord): string {
  return `${publicUrl}/retrieve/${encodeURIComponent(proposal.externalReference)}`;
}

/**
 * Emails the quote's retrieve link and reference (spec 000 §7 retain). The email carries no
 * personal details beyond the reference: whoever reads it still needs the date of birth and
 * postcode to open the quote.
 */
export async function emailQuoteLink(
  context: PlatformContext,
  proposal: ProposalRecord,
  email: string,
): Promise<void> {
  const link = retrieveLink(context.publicUrl, proposal);
  await context.integrations.email.send({
    to: normaliseEmail(email),
    subject: `Your ${proposal.brand} car insurance quote ${proposal.externalReference}`,
    text: [
      'Thank you for getting a quote with us.',
      '',
      `Your quote reference is ${proposal.externalReference}.`,
      `To come back to your quote, open ${link} and enter your date of birth and postcode.`,
      '',
      'If you did not ask for this email, you can ignore it.',
    ].join('\n'),
  });
}

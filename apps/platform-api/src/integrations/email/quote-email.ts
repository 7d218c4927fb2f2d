import { formatCoverTime, formatPaymentPlan, type PaymentPlan } from '@brand/domain';
import type { EmailMessage } from './email-sender';

/** What the quote email says. Nothing personal beyond the address it goes to. */
export type QuoteEmailInput = {
  to: string;
  brand: string;
  /** The quote reference the retrieve form asks for. */
  reference: string;
  /** The product's name ("Flex"). */
  productName: string;
  /** The plan of each payment schedule the quote offers, the one the quote page shows first. */
  prices: readonly PaymentPlan[];
  /** When cover starts, worded as the quote page words it ("Immediately when you buy", a time). */
  coverStarts: string;
  /** Until when the price holds (the quote's validUntil). */
  validUntil: string;
  /** The retrieve page, with the reference filled in. */
  retrieveUrl: string;
  /** The retrieve form's questions besides the reference, as the form labels them. */
  retrieveAsks: readonly string[];
};

/**
 * The email a visitor asks for from the quote page ("Email me this quote", spec 000 §7 retain):
 * the reference, the price exactly as the quote page says it (the domain's payment plan, so the
 * first month's pennies show as they will be charged), when cover starts, how long the price holds
 * and how to come back. The link carries only the reference, never a token: whoever reads the email
 * still needs the answers the retrieve form asks for (date of birth, postcode), which the email
 * does not repeat.
 */
export function quoteEmail(input: QuoteEmailInput): EmailMessage {
  // "£17.65 today, then £17.59 a month, or £211.14 in one payment": each sentence names its period.
  const prices = input.prices.map(formatPaymentPlan).join(', or ');
  const asks = [...input.retrieveAsks];
  const last = asks.pop();
  const askText = asks.length > 0 ? `${asks.join(', ')} and ${last}` : (last ?? '');
  return {
    to: input.to,
    subject: `Your ${input.brand} car insurance quote ${input.reference}`,
    text: [
      'Thank you for getting a quote with us. Here it is, as you asked.',
      '',
      `Quote reference: ${input.reference}`,
      `Cover: ${input.productName}`,
      `Price: ${prices}`,
      `Cover starts: ${input.coverStarts}`,
      `This price holds until ${formatCoverTime(input.validUntil)} if your details stay the same.`,
      '',
      'To come back to your quote:',
      `1. Open ${input.retrieveUrl}`,
      `2. Enter your quote reference (${input.reference}), ${askText}.`,
      'We do not put those details in this email, so only you can open your quote.',
      '',
      'If you did not ask for this email, you can ignore it.',
    ].join('\n'),
  };
}

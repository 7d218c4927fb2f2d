import { randomUUID } from 'node:crypto';
import { retrieveForm } from '@brand/config';
import { coverPeriod, formatCoverTime, normaliseEmail, paymentPlan } from '@brand/domain';
import { ApiError } from '../../http/problem';
import { countHit } from '../../http/rate-limit-windows';
import { textOf } from '../../http/texts';
import { deliverQueuedEmails, queueEmail } from '../../integrations/email/email-queue';
import { quoteEmail } from '../../integrations/email/quote-email';
import { ProviderError } from '../../integrations/provider-error';
import type { PlatformContext } from '../../platform-context';
import { schemeUrlName } from './proposal-rating';
import type { ProposalRecord } from './proposal-record';
import { activeScheduleType, offeredSchedules } from './proposal-view';
import { findQuote } from './quote-repository';

/**
 * A press of "Email me this quote" within this long of the last quote email of the same quote is
 * the same press again (a double click, a second tab): it answers as sent and sends nothing more.
 */
export const QUOTE_EMAIL_REPEAT_MS = 2 * 60_000;

/**
 * At most this many quote emails per quote a day. The route is open to a visitor's anonymous
 * token, and each email goes to the address on the quote only, so this bounds what a script can
 * make that one inbox receive.
 */
export const QUOTE_EMAILS_PER_DAY = { hits: 5, windowMs: 24 * 60 * 60_000 } as const;

/** The longest Idempotency-Key kept (as the checkout's keys). */
const LONGEST_KEY = 255;

/** The link a saved quote is retrieved by (the portal's retrieve route, the reference filled in). */
export function retrieveLink(publicUrl: string, proposal: ProposalRecord): string {
  return `${publicUrl}/retrieve/${encodeURIComponent(proposal.externalReference)}`;
}

function keyPrefix(proposal: ProposalRecord): string {
  return `quote-email:${proposal.id}:`;
}

function notTheQuotesEmail(): ApiError {
  const text = textOf('validation.quoteEmail');
  return new ApiError('validation-failed', text, {
    errors: [{ path: 'email', message: 'validation.quoteEmail', text }],
  });
}

/** "your date of birth and your postcode": what the retrieve form asks besides the reference. */
function retrieveAsks(): string[] {
  return retrieveForm.inputs
    .filter((input) => input.name !== 'externalReference')
    .map((input) => `your ${textOf(input.label ?? input.name).toLowerCase()}`);
}

/** The quote email of a proposal as it stands: its current quote's prices, start and validity. */
async function messageFor(context: PlatformContext, proposal: ProposalRecord, to: string) {
  const quote = proposal.currentQuoteId
    ? await findQuote(context.db, proposal.currentQuoteId)
    : null;
  const schedules = quote ? offeredSchedules(proposal, quote.result) : [];
  if (!quote || schedules.length === 0 || proposal.status !== 'QUOTE') {
    throw new ApiError('conflict', 'This quote has no price to email yet.', {
      code: 'proposal.noQuoteToEmail',
    });
  }
  const scheme = schemeUrlName(proposal);
  const { startDate } = proposal.data;
  const period =
    typeof startDate === 'string'
      ? coverPeriod({ scheme, startDate, now: context.clock.now() })
      : null;
  // The schedule the quote page shows first (the customer's choice, else the default) leads.
  const active = activeScheduleType(proposal, quote.result);
  const ordered = [...schedules].sort(
    (a, b) => Number(b.type === active) - Number(a.type === active),
  );
  return quoteEmail({
    to,
    brand: proposal.brand,
    reference: proposal.externalReference,
    productName: textOf('product.fullName', {}, scheme),
    prices: ordered.map((schedule) =>
      paymentPlan({ type: schedule.type, instalments: schedule.discountedInstalmentsPence }),
    ),
    // As the quote page says it: a start today is the moment of purchase, a later day 00:00.
    coverStarts:
      period && !period.immediate
        ? formatCoverTime(period.startAt)
        : textOf('proposal.summary.immediate', {}, scheme),
    validUntil: quote.validUntil,
    retrieveUrl: retrieveLink(context.publicUrl, proposal),
    retrieveAsks: retrieveAsks(),
  });
}

/**
 * Emails a quote to the address given with it (spec 000 §7 retain), for the visitor or the agent
 * acting for them. Only to that address: the route is open to any visitor's token, and a quote
 * must not become a way to send our email to somebody else. A repeat of the same press (the same
 * Idempotency-Key, or any press within QUOTE_EMAIL_REPEAT_MS of the last email) sends nothing
 * more; more than QUOTE_EMAILS_PER_DAY is a 429. The email is queued in a transaction and handed
 * to the sender at once; a sender that refuses drops it and answers 502, so the visitor is told to
 * try again rather than that it was sent.
 */
export async function emailQuoteLink(
  context: PlatformContext,
  proposal: ProposalRecord,
  email: string,
  idempotencyKey?: string | string[],
): Promise<void> {
  const onQuote = proposal.data.policyholder?.email;
  if (typeof onQuote !== 'string' || onQuote === '') {
    throw new ApiError('conflict', 'Give your email address in your details first.', {
      code: 'proposal.noEmail',
    });
  }
  const to = normaliseEmail(onQuote);
  // The same mailbox however it is typed: nobody's provider tells addresses apart by case.
  if (normaliseEmail(email).toLowerCase() !== to.toLowerCase()) throw notTheQuotesEmail();
  const message = await messageFor(context, proposal, to);
  const key =
    typeof idempotencyKey === 'string' && idempotencyKey.trim() !== ''
      ? idempotencyKey.trim().slice(0, LONGEST_KEY)
      : randomUUID();
  const dedupeKey = `${keyPrefix(proposal)}${key}`;
  const now = context.clock.now();
  const queued = await context.db.transaction(async (tx) => {
    const [last] = await tx.query<{ dedupe_key: string; created_at: Date | string }>(
      `SELECT dedupe_key, created_at FROM queued_emails
        WHERE starts_with(dedupe_key, $1) ORDER BY created_at DESC LIMIT 1`,
      [keyPrefix(proposal)],
    );
    const repeat =
      last !== undefined &&
      (last.dedupe_key === dedupeKey ||
        now.getTime() - new Date(last.created_at).getTime() < QUOTE_EMAIL_REPEAT_MS);
    if (repeat) return false;
    const count = await countHit(tx, keyPrefix(proposal), QUOTE_EMAILS_PER_DAY, now);
    if (!count.allowed) {
      throw new ApiError(
        'too-many-requests',
        'We have emailed this quote several times today. Please try again tomorrow.',
        { code: 'proposal.quoteEmailLimit' },
      );
    }
    await queueEmail(tx, message, dedupeKey, now);
    return true;
  });
  if (!queued) return;
  const run = await deliverQueuedEmails(context.db, context.integrations.email, context.clock, {
    dedupeKey,
  });
  if (run.failed.length > 0) {
    // Not kept for the delivery job: the visitor is told to try again, and a retry is a new send.
    await context.db.query('DELETE FROM queued_emails WHERE dedupe_key = $1 AND sent_at IS NULL', [
      dedupeKey,
    ]);
    throw new ProviderError(run.failed[0]?.error ?? 'The email was not accepted.');
  }
}

import { queueEmail } from '../../integrations/email/email-queue';
import { JOB_LOCKS } from '../../jobs/job-locks';
import type { PlatformContext } from '../../platform-context';
import { type IntervalJob, type IntervalJobLog, startIntervalJob } from '../../shared/interval-job';
import { chatLink, chatReplyEmail } from './chat-reply-email';
import { AGENT_NAME, CUSTOMER_EMAIL } from './chat-repository';
import type { ChatContext } from './chat-schemas';

/** An agent's answer unseen this long after it was sent is emailed: the customer has left. */
export const UNSEEN_BEFORE_EMAIL_MS = 2 * 60_000;
/** Answers older than this are never emailed: a day-old chat is better answered by phone. */
const EMAIL_AT_MOST_MS = 24 * 60 * 60_000;

/** What one run did. */
export type ChatEmailRun = { emailed: number; messages: number; noAddress: number };

type UnseenRow = {
  conversation_id: string;
  context: ChatContext | string;
  email: string | null;
};

/**
 * Emails, once each, the agents' answers a customer has not seen two minutes on: one email per
 * conversation with every such answer, queued (queued_emails, sent by the email delivery job) in
 * the transaction that marks them emailed, so a crash sends neither or both and a second instance
 * (the job's lock aside) finds them marked. A customer with no address we know (a visitor who
 * gave no email) is sent nothing; their answers wait for them in the chat.
 */
export async function emailUnseenAnswers(context: PlatformContext): Promise<ChatEmailRun> {
  const now = context.clock.now();
  const run: ChatEmailRun = { emailed: 0, messages: 0, noAddress: 0 };
  const due = await context.db.query<UnseenRow>(
    `SELECT c.id AS conversation_id, c.context, ${CUSTOMER_EMAIL('c.owner_user_id')} AS email
       FROM chat_conversations c
      WHERE EXISTS (SELECT 1 FROM chat_messages m
                     WHERE m.conversation_id = c.id AND m.author = 'AGENT'
                       AND m.customer_read_at IS NULL AND m.emailed_at IS NULL
                       AND m.sent_at <= $1 AND m.sent_at > $2)
      ORDER BY c.id`,
    [new Date(now.getTime() - UNSEEN_BEFORE_EMAIL_MS), new Date(now.getTime() - EMAIL_AT_MOST_MS)],
  );
  for (const row of due) {
    if (!row.email) {
      run.noAddress += 1;
      continue;
    }
    const to = row.email;
    const chat: ChatContext =
      typeof row.context === 'string' ? JSON.parse(row.context) : row.context;
    const sent = await context.db.transaction(async (tx) => {
      const messages = await tx.query<{
        id: string;
        seq: string | number;
        text: string;
        author_name: string;
      }>(
        `UPDATE chat_messages m SET emailed_at = $2
          WHERE m.conversation_id = $1 AND m.author = 'AGENT'
            AND m.customer_read_at IS NULL AND m.emailed_at IS NULL
            AND m.sent_at <= $3 AND m.sent_at > $4
          RETURNING m.id, m.seq, m.text,
            coalesce((SELECT ${AGENT_NAME('ap')} FROM principals ap
                       WHERE ap.user_id = m.author_user_id), 'Agent') AS author_name`,
        [
          row.conversation_id,
          now,
          new Date(now.getTime() - UNSEEN_BEFORE_EMAIL_MS),
          new Date(now.getTime() - EMAIL_AT_MOST_MS),
        ],
      );
      if (messages.length === 0) return 0;
      const ordered = [...messages].sort((a, b) => Number(a.seq) - Number(b.seq));
      await queueEmail(
        tx,
        chatReplyEmail({
          to,
          brand: context.brand,
          messages: ordered.map((message) => ({
            authorName: message.author_name,
            text: message.text,
          })),
          link: chatLink(context.publicUrl, chat.page),
        }),
        `chat-answer:${ordered[0]?.id}`,
        now,
      );
      return ordered.length;
    });
    if (sent > 0) {
      run.emailed += 1;
      run.messages += sent;
    }
  }
  return run;
}

/** Every CHAT_EMAIL_JOB_INTERVAL_MINUTES (1): unseen answers emailed, one run at a time across instances. */
export function startChatEmailJob(
  context: PlatformContext,
  settings: { intervalMinutes: number },
  log: IntervalJobLog & { info(details: object, message: string): void },
): IntervalJob<ChatEmailRun> {
  return startIntervalJob({
    name: 'chat email job',
    intervalMs: settings.intervalMinutes * 60_000,
    run: () => context.db.exclusively(JOB_LOCKS.chatEmail, () => emailUnseenAnswers(context)),
    log,
    report: (run) => {
      if (run.emailed > 0) log.info(run, 'chat email job: unseen answers emailed');
    },
  });
}

import { JOB_LOCKS } from '../../jobs/job-locks';
import type { PlatformContext } from '../../platform-context';
import { type IntervalJob, type IntervalJobLog, startIntervalJob } from '../../shared/interval-job';
import { deliverQueuedEmails, type EmailDeliveryRun } from './email-queue';

/** How often queued emails the sender refused are tried again. */
export const EMAIL_DELIVERY_INTERVAL_MS = 30_000;

/** Sends the queued emails that are due, now and every 30 s, in one instance at a time. */
export function startEmailDeliveryJob(
  context: PlatformContext,
  log: IntervalJobLog & { warn(details: object, message: string): void },
  intervalMs = EMAIL_DELIVERY_INTERVAL_MS,
): IntervalJob<EmailDeliveryRun> {
  return startIntervalJob({
    name: 'email delivery job',
    intervalMs,
    run: () =>
      context.db.exclusively(JOB_LOCKS.emailDelivery, () =>
        deliverQueuedEmails(context.db, context.integrations.email, context.clock),
      ),
    log,
    report: (run) => {
      if (run.failed.length > 0) {
        log.warn({ failed: run.failed }, 'email delivery job: emails will be tried again');
      }
    },
  });
}

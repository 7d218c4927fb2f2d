import type { FastifyInstance } from 'fastify';
import type { AdvanceableClock } from '../../clock';
import {
  injectTransport,
  runPaymentSandbox,
} from '../../integrations/payments/payment-sandbox-job';
import { serialisePaymentWork } from '../../integrations/payments/payment-work-queue';
import { JOB_LOCKS } from '../../jobs/job-locks';
import type { PolicyLifecycleSettings } from '../../settings';
import { runBillingJob } from '../billing';
import { runLifecycleJob } from '../policy-lifecycle';
import { providerCollectPayment } from './collect-payment-adapter';

/** The furthest one advance may jump: a year's collections and a renewal, with room to spare. */
export const MAX_TEST_CLOCK_ADVANCE_DAYS = 400;

const DAY_MS = 86_400_000;

/**
 * Moves the test clock on `days` days, one day at a time, and on each day runs once what the
 * interval jobs would have run by then, in their order: the billing job (statements issued and
 * collected on the payment day, through the same providers as in production), then the payment
 * sandboxes (mandates activated, Direct Debit payments confirmed or failed, sessions expired,
 * webhooks delivered to the real webhook routes). Day by day, so a payment created on one day is
 * confirmed on its own day and the next collection sees the outcome, as over real time. The whole
 * advance holds the payment work queue, so no interval run slips in between the jump and its runs.
 */
export function advanceTestClock(
  app: FastifyInstance,
  clock: AdvanceableClock,
  days: number,
  lifecycleSettings: Pick<PolicyLifecycleSettings, 'lapseAfterFailedPaymentDays'>,
): Promise<Date> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_TEST_CLOCK_ADVANCE_DAYS) {
    throw new RangeError(
      `The test clock moves 1 to ${MAX_TEST_CLOCK_ADVANCE_DAYS} whole days, not ${days}.`,
    );
  }
  const context = app.platform;
  const collect = providerCollectPayment(context);
  const send = injectTransport(app);
  return serialisePaymentWork(context, async () => {
    for (let day = 0; day < days; day += 1) {
      clock.advance(DAY_MS);
      const billing = await runBillingJob(context, collect);
      const problems = [
        ...billing.statements.failed,
        ...billing.cancellations.failed,
        ...billing.collections.errors,
      ];
      if (problems.length > 0) {
        app.log.error({ problems }, 'test clock: billing work it could not do');
      }
      await runPaymentSandbox(context, send);
      // Then the policies' statuses, as the lifecycle job would move them on that day.
      const lifecycle = await context.db.exclusively(JOB_LOCKS.policyLifecycle, () =>
        runLifecycleJob(context, lifecycleSettings),
      );
      if (lifecycle.failed.length > 0) {
        app.log.error({ failed: lifecycle.failed }, 'test clock: policies it could not move');
      }
    }
    return clock.now();
  });
}

import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { AdvanceableClock } from '../../clock';
import type { PolicyLifecycleSettings } from '../../settings';
import { advanceTestClock, MAX_TEST_CLOCK_ADVANCE_DAYS } from './test-clock-advance';

const AdvanceBody = Type.Object(
  { days: Type.Integer({ minimum: 1, maximum: MAX_TEST_CLOCK_ADVANCE_DAYS }) },
  { additionalProperties: false },
);

/**
 * The payment test clock (PAYMENT_TEST_CLOCK=on, like Stripe's test clocks), beside the sandbox
 * pages and outside /api: GET /sandbox/clock answers `{ now }`; POST /sandbox/clock/advance
 * `{ days }` moves it on and answers `{ now }` once that many days of billing and sandbox runs are
 * done (and the lifecycle job's, which moves the policies' statuses), so a browser test can read the outcome straight after. Registered only while both
 * payment providers are sandboxes and the clock can move (see app.ts).
 */
export async function registerTestClockRoutes(
  app: FastifyInstance,
  clock: AdvanceableClock,
  lifecycle: Pick<PolicyLifecycleSettings, 'lapseAfterFailedPaymentDays'>,
): Promise<void> {
  await app.register(async (scope) => {
    const config = { access: 'public' as const };
    scope.get('/sandbox/clock', { config, schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { now: clock.now().toISOString() };
    });
    scope.post<{ Body: { days: number } }>(
      '/sandbox/clock/advance',
      { config, schema: { hide: true, body: AdvanceBody } },
      async (request, reply) => {
        const now = await advanceTestClock(app, clock, request.body.days, lifecycle);
        reply.header('cache-control', 'no-store');
        return { now: now.toISOString() };
      },
    );
  });
}

import { setTimeout as sleep } from 'node:timers/promises';
import { useTestApp } from '../test/test-app';
import { TEST_DATABASE_KIND } from '../test/test-database';
import { JOB_LOCKS, type JobLockName } from './job-locks';
import { type JobName, type JobSchedule, startJobSchedule } from './job-schedule';

/** Long enough for a run that should wait to have finished if it were not waiting. */
const SETTLE_MS = 300;

const t = useTestApp({ anonymousToken: false });

/** Every job once at start-up only (the sandbox's interval cannot be 0: an hour is never here). */
const ONCE = {
  renewals: { windowDays: 30, intervalMinutes: 0 },
  lifecycle: { intervalMinutes: 0, lapseAfterFailedPaymentDays: 14 },
  billingIntervalMinutes: 0,
  reconcileIntervalMinutes: 0,
  uploadSweepIntervalMinutes: 0,
  chatEmailIntervalMinutes: 0,
  paymentSandboxIntervalSeconds: 3600,
};

/**
 * Holds `lock` on the database as another instance would, until `release` is called: answers
 * the release.
 */
async function holdLock(lock: JobLockName): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let taken: () => void = () => {};
  const isTaken = new Promise<void>((resolve) => {
    taken = resolve;
  });
  const held = t.db.exclusively(lock, async () => {
    taken();
    await released;
  });
  await isTaken;
  return async () => {
    release();
    await held;
  };
}

/** Which of the schedule's first runs have settled after a moment. */
async function settledRuns(schedule: JobSchedule): Promise<JobName[]> {
  const settled = new Set<JobName>();
  for (const [name, run] of Object.entries(schedule.firstRuns)) {
    void run.then(() => settled.add(name as JobName));
  }
  await sleep(SETTLE_MS);
  return [...settled].sort();
}

describe(`the job schedule (${TEST_DATABASE_KIND})`, () => {
  it.each([
    [JOB_LOCKS.renewals, ['renewals']],
    [JOB_LOCKS.paymentWork, ['billing', 'paymentSandbox']],
    [JOB_LOCKS.checkoutReconcile, ['checkoutReconcile']],
    [JOB_LOCKS.emailDelivery, ['emailDelivery']],
    [JOB_LOCKS.policyLifecycle, ['policyLifecycle']],
    [JOB_LOCKS.uploadSweep, ['uploadSweep']],
    [JOB_LOCKS.chatEmail, ['chatEmail']],
  ] as const)(
    'runs no job under "%s" while another instance holds it: %j wait',
    async (lock, waiting) => {
      const release = await holdLock(lock);
      const schedule = startJobSchedule(t.app, ONCE);
      try {
        const all: JobName[] = [
          'billing',
          'chatEmail',
          'checkoutReconcile',
          'emailDelivery',
          'paymentSandbox',
          'policyLifecycle',
          'renewals',
          'uploadSweep',
        ];
        const held: readonly JobName[] = waiting;
        expect(await settledRuns(schedule)).toEqual(all.filter((name) => !held.includes(name)));
        await release();
        await Promise.all(Object.values(schedule.firstRuns));
      } finally {
        await release();
        await schedule.stop();
      }
    },
  );

  it('holds a test-clock advance until the payment work another instance runs is done', async () => {
    const release = await holdLock(JOB_LOCKS.paymentWork);
    let answered = false;
    const advance = t
      .call<{ now: string }>('POST', '/sandbox/clock/advance', { body: { days: 1 } })
      .then((response) => {
        answered = true;
        return response;
      });
    await sleep(SETTLE_MS);
    expect(answered).toBe(false);
    await release();
    expect((await advance).status).toBe(200);
  });
});

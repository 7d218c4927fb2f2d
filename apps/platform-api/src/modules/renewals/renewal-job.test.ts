import {
  boughtDriveaway,
  boughtFlex,
  type ProposalBody,
  retrieveToken,
  servicesOf,
  uniquePerson,
} from '../../test/journey-fixtures';
import { useTestApp } from '../../test/test-app';
import { TEST_DATABASE_KIND } from '../../test/test-database';
import {
  policiesDueForRenewal,
  type RenewalJobLog,
  runRenewalJob,
  startRenewalJob,
} from './renewal-job';

const WINDOW = { windowDays: 30 };

function quietLog(): RenewalJobLog & { info: jest.Mock; error: jest.Mock } {
  return { info: jest.fn(), error: jest.fn() };
}

describe(`the renewal job (${TEST_DATABASE_KIND})`, () => {
  const t = useTestApp({ eachTestAt: '2026-03-02T10:00:00Z' });

  async function renewalsOf(policyId: string) {
    return t.db.query<{ id: string; status: string; auto_renewal_enabled: boolean }>(
      "SELECT id, status, auto_renewal_enabled FROM proposals WHERE source_policy_id = $1 AND kind = 'RENEWAL'",
      [policyId],
    );
  }

  it('invites a flex policy once its expiry is within the window, once', async () => {
    // Cover from 10 March 2026: it expires on 10 March 2027.
    const bound = await boughtFlex(t, t.token, uniquePerson());
    const policyId = bound.policyId as string;
    t.clock.set('2027-02-07T10:00:00Z');
    expect((await runRenewalJob(servicesOf(t), WINDOW)).created).not.toContainEqual(
      expect.objectContaining({ policyId }),
    );
    expect(await renewalsOf(policyId)).toEqual([]);
    // 28 days before: inside the 30-day window, and more than the 21 days an invitation needs.
    t.clock.set('2027-02-10T10:00:00Z');
    const run = await runRenewalJob(servicesOf(t), WINDOW);
    const made = run.created.find((created) => created.policyId === policyId);
    expect(made).toBeDefined();
    expect(await renewalsOf(policyId)).toEqual([
      { id: made?.proposalCode, status: 'QUOTE', auto_renewal_enabled: true },
    ]);
    const again = await runRenewalJob(servicesOf(t), WINDOW);
    expect(again.created.map((created) => created.policyId)).not.toContain(policyId);
    expect(await renewalsOf(policyId)).toHaveLength(1);
    const owner = await retrieveToken(t, bound.externalReference);
    const renewal = await t.call<ProposalBody>('GET', `/api/proposals/${made?.proposalCode}`, {
      token: owner,
    });
    expect(renewal.body).toMatchObject({ kind: 'RENEWAL', startAt: '2027-03-10T00:00:00.000Z' });
  });

  it('leaves alone cover that does not renew, is stopped, has ended or has expired', async () => {
    const driveaway = await boughtDriveaway(t, t.token, uniquePerson());
    const stopped = await boughtFlex(t, t.token, uniquePerson());
    const cancelled = await boughtFlex(t, t.token, uniquePerson());
    const optedOut = await boughtFlex(t, t.token, uniquePerson());
    await t.db.query('UPDATE policies SET renewal_stopped = true WHERE id = $1', [
      stopped.policyId,
    ]);
    await t.db.query(
      "UPDATE policies SET status = 'CANCELLED', terminated_at = '2026-06-01T00:00:00Z' WHERE id = $1",
      [cancelled.policyId],
    );
    await t.db.query('UPDATE policies SET auto_renewal_enabled = false WHERE id = $1', [
      optedOut.policyId,
    ]);
    // The drive-away cover ends on 15 March 2026: inside the window now, but it never renews.
    const early = await policiesDueForRenewal(t.db, t.clock.now(), 30);
    expect(early).not.toContain(driveaway.policyId);
    t.clock.set('2027-02-20T10:00:00Z');
    const due = await policiesDueForRenewal(t.db, t.clock.now(), 30);
    expect(due).not.toContain(stopped.policyId);
    expect(due).not.toContain(cancelled.policyId);
    // Switched off still gets its renewal: the opted-out banner offers it back at its price.
    expect(due).toContain(optedOut.policyId);
    t.clock.set('2027-03-10T00:00:01Z');
    expect(await policiesDueForRenewal(t.db, t.clock.now(), 30)).not.toContain(optedOut.policyId);
  });

  it('reports a policy it cannot renew and carries on with the others', async () => {
    const broken = await boughtFlex(t, t.token, uniquePerson());
    const fine = await boughtFlex(t, t.token, uniquePerson());
    // Broken on purpose: no version to renew from (its documents go first, as they name the version).
    await t.db.query('DELETE FROM policy_documents WHERE policy_id = $1', [broken.policyId]);
    await t.db.query('DELETE FROM policy_versions WHERE policy_id = $1', [broken.policyId]);
    t.clock.set('2027-02-25T10:00:00Z');
    const run = await runRenewalJob(servicesOf(t), WINDOW);
    expect(run.failed).toContainEqual({
      policyId: broken.policyId,
      error: expect.stringContaining('no version'),
    });
    expect(run.created.map((created) => created.policyId)).toContain(fine.policyId);
  });

  describe('startRenewalJob', () => {
    afterEach(() => jest.restoreAllMocks());

    it('runs at start-up, then on an unref’d interval, and stops', async () => {
      const bound = await boughtFlex(t, t.token, uniquePerson());
      t.clock.set('2027-02-26T10:00:00Z');
      const setInterval = jest.spyOn(globalThis, 'setInterval');
      const clearInterval = jest.spyOn(globalThis, 'clearInterval');
      const log = quietLog();
      const job = startRenewalJob(servicesOf(t), { windowDays: 30, intervalMinutes: 15 }, log);
      const first = await job.firstRun;
      expect(first?.created.map((created) => created.policyId)).toContain(bound.policyId);
      expect(log.info).toHaveBeenCalledWith(
        {
          created: expect.arrayContaining([expect.objectContaining({ policyId: bound.policyId })]),
        },
        'renewal job: renewal proposals made',
      );
      expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 15 * 60_000);
      const timer = setInterval.mock.results[0]?.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);
      // A tick runs the job again: nothing is left to do, so nothing is logged.
      log.info.mockClear();
      const onTick = setInterval.mock.calls[0]?.[0];
      if (typeof onTick !== 'function') throw new Error('no interval callback');
      onTick();
      await job.stop();
      expect(clearInterval).toHaveBeenCalledWith(timer);
      expect(log.info).not.toHaveBeenCalled();
      expect(await renewalsOf(bound.policyId as string)).toHaveLength(1);
    });

    it('logs a run that fails and keeps going', async () => {
      const log = quietLog();
      const failing = { ...servicesOf(t), clock: { now: () => new Date('not a date') } };
      const job = startRenewalJob(failing, { windowDays: 30, intervalMinutes: 0 }, log);
      expect(await job.firstRun).toBeNull();
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.anything() }),
        'renewal job: the run failed',
      );
      await job.stop();
    });
  });
});

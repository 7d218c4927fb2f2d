import { namedTurns } from '../../db/named-turns';
import { serialisePaymentWork } from './payment-work-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A platform whose database takes its locks in turns, as a single PGlite process does. */
const platform = () => ({ db: { exclusively: namedTurns().take } });

describe('serialisePaymentWork', () => {
  it('runs one platform’s work one run at a time, in the order asked', async () => {
    const owner = platform();
    const steps: string[] = [];
    const run = (name: string) =>
      serialisePaymentWork(owner, async () => {
        steps.push(`${name} starts`);
        await tick();
        steps.push(`${name} ends`);
        return name;
      });
    const answers = await Promise.all([run('billing'), run('sandbox'), run('advance')]);
    expect(answers).toEqual(['billing', 'sandbox', 'advance']);
    expect(steps).toEqual([
      'billing starts',
      'billing ends',
      'sandbox starts',
      'sandbox ends',
      'advance starts',
      'advance ends',
    ]);
  });

  it('goes on after a run that failed, and gives that run its error', async () => {
    const owner = platform();
    const failed = serialisePaymentWork(owner, async () => {
      throw new Error('provider down');
    });
    const next = serialisePaymentWork(owner, async () => 'ran');
    await expect(failed).rejects.toThrow('provider down');
    await expect(next).resolves.toBe('ran');
  });

  it('lets two platforms run at once', async () => {
    const steps: string[] = [];
    let release: () => void = () => {};
    const blocked = serialisePaymentWork(platform(), async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      steps.push('first platform');
    });
    await serialisePaymentWork(platform(), async () => {
      steps.push('second platform');
    });
    release();
    await blocked;
    expect(steps).toEqual(['second platform', 'first platform']);
  });
});

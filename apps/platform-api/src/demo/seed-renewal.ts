import { MovableClock } from '../clock';
import { createRenewalProposal } from '../modules/renewals';
import type { PlatformContext } from '../platform-context';

const DAY_MS = 86_400_000;

/**
 * How long ago the demo customer bought her flex policy: its year of cover ends 25 or 26 days
 * from the seed, inside the renewal job's 30-day window and beyond the 21 days' notice a renewal
 * invitation needs, so home shows the renewal banner from the first start.
 */
export const DEMO_POLICY_AGE_DAYS = 340;

/** The platform as it was when the demo customer bought her policy (a clock set back). */
export function whenDemoPolicyWasBought(context: PlatformContext): PlatformContext {
  const clock = new MovableClock(
    new Date(context.clock.now().getTime() - DEMO_POLICY_AGE_DAYS * DAY_MS),
  );
  return { ...context, clock };
}

/**
 * The demo policy's renewal proposal, made now as the renewal job makes it: opted in, rated on
 * the policy's answers without the first year's promotion. Answers the line to print about it.
 */
export async function seedDemoRenewal(
  context: PlatformContext,
  policyId: string,
): Promise<string[]> {
  const renewal = await createRenewalProposal(context, policyId);
  return [
    `  Renewal:     ${renewal.status} renewal proposal ${renewal.id} from ${renewal.startAt?.slice(0, 10)} (auto-renewal ${renewal.autoRenewalEnabled ? 'on' : 'off'}; the renewal banner on home)`,
  ];
}

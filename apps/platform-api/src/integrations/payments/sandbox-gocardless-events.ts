import { goCardlessId } from './sandbox-ids';

/** The resources whose events the embedded GoCardless sends. */
export type SandboxGoCardlessResource = 'mandates' | 'payments' | 'refunds';

/** A GoCardless webhook's body as the sandbox sends it: one event in GoCardless's envelope. */
export function goCardlessEvent(
  resourceType: SandboxGoCardlessResource,
  action: string,
  links: Record<string, string>,
  details: { cause: string; description: string },
  now: Date,
): string {
  return JSON.stringify({
    events: [
      {
        id: goCardlessId('EV'),
        created_at: now.toISOString(),
        resource_type: resourceType,
        action,
        links,
        details: { origin: 'gocardless', ...details },
        metadata: {},
      },
    ],
    meta: { webhook_id: goCardlessId('WB') },
  });
}

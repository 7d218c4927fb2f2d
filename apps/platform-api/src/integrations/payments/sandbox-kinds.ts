import type { CardPayments } from './card-payments';
import type { DirectDebit } from './direct-debit';
import type { SandboxCardPayments } from './sandbox-card-payments';
import type { SandboxDirectDebit } from './sandbox-direct-debit';

/** True for the embedded card sandbox (the pages are served only when it is in use). */
export function isSandboxCardPayments(value: CardPayments): value is SandboxCardPayments {
  return value.kind === 'sandbox';
}

/** True for the embedded Direct Debit sandbox. */
export function isSandboxDirectDebit(value: DirectDebit): value is SandboxDirectDebit {
  return value.kind === 'sandbox';
}

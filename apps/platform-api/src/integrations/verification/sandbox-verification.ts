import type {
  VerificationCheck,
  VerificationService,
  VerificationSubject,
} from './verification-service';

/**
 * Test identities of the sandbox, as agencies' own sandboxes have them: a surname that makes one
 * check come back CONSIDER. Everyone else is clear. (Documented in the platform README.)
 */
export const SANDBOX_CONSIDER_SURNAMES = {
  identity: 'Unverified',
  sanctions: 'Sanctioned',
  fraud: 'Fraudulent',
} as const;

const CHECKS = ['identity', 'sanctions', 'fraud'] as const;

function checkResult(subject: VerificationSubject, check: (typeof CHECKS)[number]) {
  const failed =
    subject.lastName.trim().toLowerCase() === SANDBOX_CONSIDER_SURNAMES[check].toLowerCase();
  return { check, result: failed ? 'CONSIDER' : 'CLEAR' } satisfies VerificationCheck;
}

/** The embedded default: deterministic checks with the test identities above. */
export function createSandboxVerification(): VerificationService {
  return {
    async idCheck(subject) {
      const checks = [checkResult(subject, 'identity')];
      return { isClear: checks.every((c) => c.result === 'CLEAR'), checks };
    },
    async verify(subject) {
      const checks = CHECKS.map((check) => checkResult(subject, check));
      return { isClear: checks.every((c) => c.result === 'CLEAR'), checks };
    },
  };
}

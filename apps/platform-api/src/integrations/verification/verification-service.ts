/** The person and address a verification or ID check is run on. */
export type VerificationSubject = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  postcode: string | null;
  email: string | null;
};

/** One check's outcome; CONSIDER marks a failed check (spec 000 §3). */
export type VerificationCheck = { check: string; result: 'CLEAR' | 'CONSIDER' };

/** A verification: clear only when every check is clear. */
export type VerificationOutcome = { isClear: boolean; checks: VerificationCheck[] };

/**
 * The identity and fraud checks a UK insurer buys from a credit reference agency: an ID check
 * before the account step, and the fuller verification (identity, sanctions, fraud) before binding.
 */
export interface VerificationService {
  idCheck(subject: VerificationSubject): Promise<VerificationOutcome>;
  verify(subject: VerificationSubject): Promise<VerificationOutcome>;
}

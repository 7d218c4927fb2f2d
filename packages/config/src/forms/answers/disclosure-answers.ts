import { type FormValues, getValue } from '@brand/forms';
import {
  ADDITIONAL_DRIVER_QUESTIONS,
  CLAIM_QUESTIONS,
  CONVICTION_QUESTIONS,
  DISCLOSURE_QUESTIONS,
} from './disclosure-questions';
import { type AnswerOf, type AnswersOf, pathConstants } from './question-table';

/** The disclosure's answers as a proposal or policy stores them: one type, derived from the forms. */
export type DisclosureAnswers = AnswersOf<typeof DISCLOSURE_QUESTIONS>;
/** The path of a disclosure question's answer. */
export type DisclosurePath = keyof typeof DISCLOSURE_QUESTIONS;
/** The answer at a disclosure path. */
export type DisclosureValue<P extends DisclosurePath> = AnswerOf<(typeof DISCLOSURE_QUESTIONS)[P]>;

/** One additional driver's answers (an item of the additionalDrivers loop). */
export type AdditionalDriverAnswers = AnswersOf<typeof ADDITIONAL_DRIVER_QUESTIONS> & {
  profileCode?: string;
};
/** The path of an additional driver's answer, relative to the driver. */
export type AdditionalDriverPath = keyof typeof ADDITIONAL_DRIVER_QUESTIONS;
/** One claim's answers (an item of a claims-history loop). */
export type ClaimAnswers = AnswersOf<typeof CLAIM_QUESTIONS>;
/** One conviction's answers (an item of a convictions loop). */
export type ConvictionAnswers = AnswersOf<typeof CONVICTION_QUESTIONS>;

/** Every disclosure question's path, as a constant named after it ('vehicle.usage' is vehicleUsage). */
export const DISCLOSURE_PATHS = pathConstants(DISCLOSURE_QUESTIONS);
/** Every additional-driver question's path, relative to the driver. */
export const ADDITIONAL_DRIVER_PATHS = pathConstants(ADDITIONAL_DRIVER_QUESTIONS);
/** Every claim question's path, relative to the claim. */
export const CLAIM_PATHS = pathConstants(CLAIM_QUESTIONS);
/** Every conviction question's path, relative to the conviction. */
export const CONVICTION_PATHS = pathConstants(CONVICTION_QUESTIONS);

/**
 * Stored answers as the disclosure's type. The one place untyped data becomes the answers: what a
 * proposal or policy holds was validated against the forms (each answer's shape included) when it
 * was saved.
 */
export function asDisclosureAnswers(data: unknown): DisclosureAnswers {
  return (
    typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}
  ) as DisclosureAnswers;
}

/** The answer at a disclosure path, typed by the path; undefined when unanswered. */
export function disclosureAnswer<P extends DisclosurePath>(
  answers: DisclosureAnswers | FormValues,
  path: P,
): DisclosureValue<P> | null | undefined {
  return getValue(answers, path) as DisclosureValue<P> | null | undefined;
}

import type { InputDefinition } from '@brand/forms';

/** A form's answers from other sections: its `reads` and the hidden inputs that carry them. */
export interface CarriedAnswers {
  readonly reads: readonly string[];
  readonly inputs: readonly InputDefinition[];
}

/**
 * Answers given in other sections that a form's rules compare with (the policyholder's date of
 * birth for the NCD and the licence date, the start date for the usage start). Each is a hidden
 * input, so the form names every value it reads and the platform passes it in with the values,
 * and a declared read, so a save that changes it validates the form again. Both come from this
 * one list and cannot drift apart.
 */
export function carriedAnswers(paths: readonly string[]): CarriedAnswers {
  return {
    reads: paths,
    inputs: paths.map((name): InputDefinition => ({ name, type: 'hidden', hidden: true })),
  };
}

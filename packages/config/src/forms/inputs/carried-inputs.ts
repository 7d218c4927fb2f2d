import type { InputDefinition } from '@brand/forms';

/**
 * An answer given in another section that this form's rules compare with (the policyholder's date
 * of birth for the NCD and the licence date, the start date for the usage start). Declared as a
 * hidden input so the form names every value it reads; the platform passes it in with the values.
 */
export function carriedInput(name: string): InputDefinition {
  return { name, type: 'hidden', hidden: true };
}

import { checkFormDefinition, type FormDefinition } from '@brand/forms';

// A definition is data that does not change once loaded: each one is checked once, however often
// its form renders or mounts.
const checked = new WeakMap<FormDefinition, string | null>();

/**
 * Why a form definition cannot be rendered (checkFormDefinition's message: an unknown input type,
 * a rule the type does not take, a condition on no input), or null when it can.
 */
export function definitionProblem(form: FormDefinition): string | null {
  const known = checked.get(form);
  if (known !== undefined) return known;
  let problem: string | null = null;
  try {
    checkFormDefinition(form);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  checked.set(form, problem);
  return problem;
}

import { deepEqual } from './conditions/deep-equal';
import type { FormDefinition } from './definition/form-definition';
import type { FormValues } from './values/form-values';
import { getValue } from './values/paths';

// Definitions are constants: each one's list is worked out once (a WeakMap, as for its schema).
const watchedByForm = new WeakMap<FormDefinition, readonly string[]>();

/**
 * The answers a form's validation depends on, as paths: those its own inputs ask (whole, a loop
 * with its items) and those of other forms it declares it reads. Its hidden inputs carry answers
 * asked elsewhere, so they count only as declared reads (the brand's forms test holds that every
 * result depends on these paths alone).
 */
export function watchedAnswers(form: FormDefinition): readonly string[] {
  const held = watchedByForm.get(form);
  if (held) return held;
  const asked = form.inputs.filter((input) => input.hidden !== true).map((input) => input.name);
  const watched = [...new Set([...asked, ...(form.reads ?? [])])];
  watchedByForm.set(form, watched);
  return watched;
}

/**
 * True when an answer the form watches differs between two sets of values: only then can its
 * validation differ, the context being the same.
 */
export function watchedAnswerChanged(
  form: FormDefinition,
  before: FormValues,
  after: FormValues,
): boolean {
  return watchedAnswers(form).some(
    (path) => !deepEqual(getValue(before, path), getValue(after, path)),
  );
}

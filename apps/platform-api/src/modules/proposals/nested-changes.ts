import {
  deepEqual,
  type FormDefinition,
  type FormValues,
  getValue,
  type InputDefinition,
  ownFieldsOf,
} from '@brand/forms';
import type { FieldError } from '../../http/problem';
import { textOf } from '../../http/texts';
import type { ProposalChange } from './proposal-changes';

/**
 * A change as applyChanges applies it. `asSaved`: an answer a parent's change carried exactly as
 * it is saved (the browser sends the whole vehicle back with its cover answers): it is put back
 * where the parent's value replaced it, but it changes nothing, so it is not validated again.
 */
export type LeafChange = ProposalChange & { asSaved?: boolean };

/** What a change comes to once split: the changes to apply in order, and the keys refused. */
export type SplitChange = { changes: LeafChange[]; errors: FieldError[] };

function unknownPath(path: string): FieldError {
  return {
    path,
    message: 'validation.unknownPath',
    text: textOf('validation.unknownPath', { path }),
  };
}

const isUnder = (name: string, path: string) => name.startsWith(`${path}.`);

// An answer object (JSON's), not a list or a scalar.
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Splits a change at a path other answers nest under (the vehicle holds vehicle.usage and
 * vehicle.noClaimsDiscount, asked by other forms) into the change of the input's own fields and
 * one change per nested answer at its own path, so each is validated by its own input's form
 * and rules exactly as if it had come at that path. A key that is neither the input's own field
 * nor a nested input's answer is refused. The parent's value still replaces the whole answer (a
 * nested answer not sent is cleared, as before). Any other change is returned as it is.
 */
export function splitNestedChange(
  change: ProposalChange,
  forms: readonly FormDefinition[],
  saved: FormValues,
): SplitChange {
  return split(
    change,
    forms.flatMap((form) => form.inputs),
    saved,
    true,
  );
}

function split(
  change: ProposalChange,
  inputs: readonly InputDefinition[],
  saved: FormValues,
  sent: boolean,
): SplitChange {
  const owner = inputs.find((input) => input.name === change.path);
  const nested = inputs.filter((input) => isUnder(input.name, change.path));
  // A path no input has is refused later as unknown; a value with nothing nested stays whole.
  if ((sent && !owner) || nested.length === 0 || !isRecord(change.value)) {
    const asSaved = !sent && deepEqual(change.value, getValue(saved, change.path));
    return { changes: [asSaved ? { ...change, asSaved } : change], errors: [] };
  }
  const ownFields = owner ? ownFieldsOf(owner) : [];
  const own: Record<string, unknown> = {};
  const parts: SplitChange[] = [];
  const errors: FieldError[] = [];
  for (const [key, child] of Object.entries(change.value)) {
    const path = `${change.path}.${key}`;
    if (ownFields.includes(key)) own[key] = child;
    else if (nested.some((input) => input.name === path || isUnder(input.name, path))) {
      parts.push(split({ ...change, path, value: child }, nested, saved, false));
    } else errors.push(unknownPath(path));
  }
  // The input's own answer first: it replaces the whole value the nested answers then go into.
  const changes: LeafChange[] = owner ? [{ ...change, value: own }] : [];
  for (const part of parts) {
    changes.push(...part.changes);
    errors.push(...part.errors);
  }
  return { changes, errors };
}

import type { FormContext, InputDefinition, InputType } from '@brand/forms';
import type { InputComponent } from './input-props';

/** A tester's answer for an input it does not render. */
export const NOT_APPLICABLE = -1;

/** The rank of the built-in component of each input type; a brand's entry ranks above it to replace it. */
export const DEFAULT_RANK = 1;

/**
 * How well a renderer fits an input (jsonforms' ranked testers): NOT_APPLICABLE, or a rank; the
 * applicable entry of highest rank renders the input.
 */
export type InputTester = (input: InputDefinition, context: FormContext) => number;

/** One renderer of a registry: its tester and the component it renders an input with. */
export interface InputRendererEntry {
  /** How well this component fits an input. */
  tester: InputTester;
  /** The component that renders it. */
  component: InputComponent;
}

/** True for inputs a renderer applies to. */
export type InputPredicate = (input: InputDefinition, context: FormContext) => boolean;

/** A predicate: the input is of this type. */
export function inputTypeIs(type: InputType): InputPredicate {
  return (input) => input.type === type;
}

/** A predicate: the input is named so (one question of one form, say). */
export function inputNameIs(name: string): InputPredicate {
  return (input) => input.name === name;
}

/** A predicate holding when every one of these holds. */
export function and(...predicates: readonly InputPredicate[]): InputPredicate {
  return (input, context) => predicates.every((predicate) => predicate(input, context));
}

/** A tester giving `rank` to the inputs the predicate holds for, NOT_APPLICABLE to the rest. */
export function rankWith(rank: number, predicate: InputPredicate): InputTester {
  return (input, context) => (predicate(input, context) ? rank : NOT_APPLICABLE);
}

import type { FormDefinition } from '@brand/forms';

/** A form definition whose id keeps its literal type, so the id union is derived from the forms. */
export type DefinedForm<Id extends string = string> = FormDefinition & { readonly id: Id };

/**
 * Declares one of the brand's forms. Only an identity function: it checks the definition against
 * the engine's model and keeps the id's literal type for `FormId`.
 */
export function defineForm<const Id extends string>(form: DefinedForm<Id>): DefinedForm<Id> {
  return form;
}

import type { FormContext, FormValues, InputDefinition, InputType } from '@brand/forms';
import type { ComponentType } from 'react';
import type { FormDataSources } from './data-sources';
import type { Translate } from './translate';

/** What the form hands every input component: the definition, its value and the form's services. */
export interface InputComponentProps {
  /** The input's definition. */
  input: InputDefinition;
  /** DOM id of the control (of a group: its first control); the error summary's "show me" lands here. */
  id: string;
  /** The input's name (dot path). */
  name: string;
  /** The translated question. */
  label: string;
  /** The translated hint, if any. */
  hint?: string;
  /** The translated error, when it should be shown. */
  error?: string;
  /** The input has a required rule. */
  required: boolean;
  /** The current value (undefined when unanswered). */
  value: unknown;
  /** Sets the value (undefined clears it). */
  onChange: (value: unknown) => void;
  /** Marks the input as visited, so its error shows. */
  onBlur: () => void;
  /** The input is read-only: shown but disabled. */
  disabled: boolean;
  /** Translates keys. */
  t: Translate;
  /** Where searches go. */
  dataSources: FormDataSources;
  /** The values the input's option conditions read (the form's, or a loop item's). */
  values: FormValues;
  /** Who fills the form in and about what. */
  context: FormContext;
}

/** A component that renders one input type. */
export type InputComponent = ComponentType<InputComponentProps>;

/** A registry entry: the input type and the component that renders it, kept beside the component. */
export interface InputRegistryEntry<T extends InputType = InputType> {
  /** The input type. */
  type: T;
  /** Its component. */
  component: InputComponent;
}

/** The DOM id of an input of a form: the form's id and the name, with dots made hyphens. */
export function inputDomId(prefix: string, name: string): string {
  return `${prefix}-${name}`.replace(/[^\w-]/g, '-');
}

/** True when the input has a required rule (any form of it). */
export function isRequired(input: InputDefinition): boolean {
  const rule = input.validation?.required;
  return rule !== undefined && rule !== false;
}

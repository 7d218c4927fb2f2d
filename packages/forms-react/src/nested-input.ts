import type { FormDefinition } from '@brand/forms';
import { type ComponentType, createContext, useContext } from 'react';
import type { InputFieldProps } from './InputField';

/** What the form hands down to inputs that hold inputs. */
export interface NestedInputs {
  /** The component that renders one input. */
  InputField: ComponentType<InputFieldProps>;
  /** The form being rendered (a loop validates its entry as an item of it). */
  form: FormDefinition;
  /** Opens the form's read-only explanation. */
  onReadOnlyAttempt: () => void;
}

/**
 * The input renderer for nested inputs, handed down by the form so the question loop renders its
 * item's inputs without importing the registry that imports it.
 */
export const NestedInputContext = createContext<NestedInputs | null>(null);

/** The form's input renderer for nested inputs; only inside a FormRenderer. */
export function useNestedInputs(): NestedInputs {
  const nested = useContext(NestedInputContext);
  if (!nested) throw new Error('Nested inputs render only inside a FormRenderer');
  return nested;
}

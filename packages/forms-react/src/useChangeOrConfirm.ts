import {
  type ChangeOrConfirmEvent,
  type ChangeOrConfirmState,
  changeOrConfirmReducer,
  initialChangeOrConfirmState,
} from '@brand/forms';
import { useFormMachine } from './useFormMachine';

/** A change-or-confirm field bound to a form value: its state and how to send it events. */
export interface ChangeOrConfirm<T> {
  /** The machine's state (mode, value, what Reset returns to). */
  state: ChangeOrConfirmState<T>;
  /** Sends an event; a changed value goes to the form (undefined when cleared). */
  send: (event: ChangeOrConfirmEvent<T>) => void;
}

/** Runs the change-or-confirm machine (spec 002 §4) over a form value: an address or a vehicle. */
export function useChangeOrConfirm<T>(
  value: T | null,
  onChange: (value: unknown) => void,
  overridable = false,
): ChangeOrConfirm<T> {
  const [state, send] = useFormMachine<ChangeOrConfirmState<T>, ChangeOrConfirmEvent<T>>({
    reducer: changeOrConfirmReducer,
    start: () => initialChangeOrConfirmState<T>(value, { overridable }),
    value: value ?? undefined,
    select: (current) => current.value ?? undefined,
    onChange,
  });
  return { state, send };
}

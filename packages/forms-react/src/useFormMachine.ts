import { useRef, useState } from 'react';

/** How a machine is bound to a form value. */
export interface FormMachineBinding<S, E> {
  /** The machine's reducer. */
  reducer: (state: S, event: E) => S;
  /** The machine's state for the form's current value (also used when the value is set from outside). */
  start: () => S;
  /** The form's value. */
  value: unknown;
  /** The form value a state stands for (undefined for none). */
  select: (state: S) => unknown;
  /** Sets the form value. */
  onChange: (value: unknown) => void;
}

// Machines rebuild small answers ({ year, month }) on every read; equal content is no change.
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Runs one of the engine's pure machines against a form value: an event that changes the machine's
 * answer sets the form value, and a value set from outside (a reset, a loaded record) restarts the
 * machine, while the echo of its own change does not. Events sent from async replies see the
 * latest state, not the one of the render that started them.
 */
export function useFormMachine<S, E>({
  reducer,
  start,
  value,
  select,
  onChange,
}: FormMachineBinding<S, E>): [S, (event: E) => void] {
  const [state, setState] = useState<S>(start);
  const latest = useRef(state);
  const sent = useRef<unknown>(value);
  const [seen, setSeen] = useState<unknown>(value);
  if (value !== seen) {
    setSeen(value);
    if (!sameValue(value, sent.current)) {
      sent.current = value;
      const restarted = start();
      latest.current = restarted;
      setState(restarted);
    }
  }
  const send = (event: E) => {
    const previous = latest.current;
    const next = reducer(previous, event);
    if (next === previous) return;
    latest.current = next;
    setState(next);
    const answer = select(next);
    if (!sameValue(answer, select(previous))) {
      sent.current = answer;
      onChange(answer);
    }
  };
  return [state, send];
}

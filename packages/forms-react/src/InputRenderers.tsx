import { type ReactNode, useMemo } from 'react';
import type { InputRendererEntry } from './input-testers';
import { InputRenderersContext, useInputRenderers } from './renderer-registry';

/** Props of InputRenderers. */
export interface InputRenderersProps {
  /** The brand's renderers, added after those already in force (a tie goes to these). */
  renderers: readonly InputRendererEntry[];
  /** The forms that use them. */
  children: ReactNode;
}

/**
 * Registers a brand's own input renderers for every form below it (an app wraps its routes once);
 * a form's `renderers` prop adds more for that form alone.
 */
export function InputRenderers({ renderers, children }: InputRenderersProps) {
  const outer = useInputRenderers();
  const value = useMemo(() => [...outer, ...renderers], [outer, renderers]);
  return <InputRenderersContext.Provider value={value}>{children}</InputRenderersContext.Provider>;
}

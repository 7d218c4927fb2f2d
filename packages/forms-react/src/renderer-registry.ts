import { ConfigurationError } from '@brand/domain';
import type { FormContext, InputDefinition } from '@brand/forms';
import { createContext, useContext } from 'react';
import type { InputComponent } from './input-props';
import {
  DEFAULT_RANK,
  type InputRendererEntry,
  inputTypeIs,
  NOT_APPLICABLE,
  rankWith,
} from './input-testers';
import { INPUT_REGISTRY } from './registry';

/** The built-in component of every input type, each at DEFAULT_RANK for its type. */
export const DEFAULT_INPUT_RENDERERS: readonly InputRendererEntry[] = INPUT_REGISTRY.map(
  ({ type, component }) => ({ tester: rankWith(DEFAULT_RANK, inputTypeIs(type)), component }),
);

/**
 * The component that renders an input: the applicable entry of highest rank; of equal ranks, the
 * one registered last, so a brand's entry listed after the defaults wins a tie. A ConfigurationError
 * names an input no entry applies to.
 */
export function rendererFor(
  renderers: readonly InputRendererEntry[],
  input: InputDefinition,
  context: FormContext,
): InputComponent {
  let best: InputComponent | null = null;
  let bestRank = NOT_APPLICABLE;
  for (const { tester, component } of renderers) {
    const rank = tester(input, context);
    if (rank !== NOT_APPLICABLE && rank >= bestRank) {
      best = component;
      bestRank = rank;
    }
  }
  if (best === null) throw new ConfigurationError(`No input component for type ${input.type}`);
  return best;
}

/** The renderers the inputs below use: the defaults, then those an InputRenderers or a form adds. */
export const InputRenderersContext =
  createContext<readonly InputRendererEntry[]>(DEFAULT_INPUT_RENDERERS);

/** The renderers in force here. */
export function useInputRenderers(): readonly InputRendererEntry[] {
  return useContext(InputRenderersContext);
}

// The card field's tokenizer for a screen: read from the app config once per screen, made by the
// factory in context (the apps' choice, or a fake one in tests and stories).
import { getAppConfig } from '@brand/api-client';
import { useApiClient } from '@brand/app-shell';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTexts } from '../texts';
import type { CardTokenizer } from './card-tokenizer';
import { type CardTokenizerFactory, chooseCardTokenizer } from './card-tokenizer-choice';

const FactoryContext = createContext<CardTokenizerFactory>(chooseCardTokenizer);

/** Props of CardTokenizerProvider. */
export interface CardTokenizerProviderProps {
  /** Makes the tokenizer for the config (a fake in tests and stories). */
  factory: CardTokenizerFactory;
  children: ReactNode;
}

/** Replaces how card fields are made, for everything under it. */
export function CardTokenizerProvider({ factory, children }: CardTokenizerProviderProps) {
  return <FactoryContext.Provider value={factory}>{children}</FactoryContext.Provider>;
}

/** Where a screen's card field stands: the config is read, then a field is offered or not. */
export type CardEntryState =
  | { status: 'loading'; tokenizer: null }
  | { status: 'ready'; tokenizer: CardTokenizer }
  | { status: 'unavailable'; tokenizer: null };

/**
 * The tokenizer of the platform's card provider, once the app config is read; with `wanted`
 * false (a screen that offers no card entry to this user) nothing is read and none is offered.
 */
export function useCardTokenizer(wanted = true): CardEntryState {
  const api = useApiClient();
  const t = useTexts();
  const factory = useContext(FactoryContext);
  const [state, setState] = useState<CardEntryState>({ status: 'loading', tokenizer: null });
  useEffect(() => {
    if (!wanted) {
      setState({ status: 'unavailable', tokenizer: null });
      return;
    }
    let live = true;
    const texts = {
      frameTitle: t('checkout.cardField.frameTitle'),
      failed: t('checkout.cardField.failed'),
    };
    getAppConfig(api)
      .then((config) => {
        if (!live) return;
        const tokenizer = factory(config.payments, texts);
        setState(
          tokenizer ? { status: 'ready', tokenizer } : { status: 'unavailable', tokenizer: null },
        );
      })
      .catch(() => {
        if (live) setState({ status: 'unavailable', tokenizer: null });
      });
    return () => {
      live = false;
    };
  }, [api, factory, t, wanted]);
  return state;
}

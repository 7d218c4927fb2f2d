export { CardField, type CardFieldProps } from './CardField';
export type { CardTokenizer, CardTokenizerTexts, CardTokenResult } from './card-tokenizer';
export type { CardPaymentsConfig, CardTokenizerFactory } from './card-tokenizer-choice';
export { chooseCardTokenizer } from './card-tokenizer-choice';
export { createSandboxCardTokenizer } from './sandbox-card-tokenizer';
export { createStripeCardTokenizer, type LoadStripe } from './stripe-card-tokenizer';
export {
  type CardEntryState,
  CardTokenizerProvider,
  type CardTokenizerProviderProps,
  useCardTokenizer,
} from './use-card-tokenizer';

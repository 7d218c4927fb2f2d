// Which card field runs (ADR 0048), from the platform's app config: Stripe Elements when the
// platform gives a publishable key, the card sandbox's field when it names one, else none (the
// provider's hosted page stays the way to add a card).
import { loadStripe } from '@stripe/stripe-js/pure';
import type { CardTokenizer, CardTokenizerTexts } from './card-tokenizer';
import { createSandboxCardTokenizer } from './sandbox-card-tokenizer';
import { createStripeCardTokenizer } from './stripe-card-tokenizer';

/** The app config's `payments` (GET /api/app-config). */
export type CardPaymentsConfig = {
  stripePublishableKey?: string | undefined;
  sandboxCardFieldPath?: string | undefined;
};

/** Makes the tokenizer the config asks for, or null when card entry is not offered. */
export type CardTokenizerFactory = (
  payments: CardPaymentsConfig,
  texts: CardTokenizerTexts,
) => CardTokenizer | null;

/** The apps' choice: Stripe wins when both are named (a real provider is never shadowed). */
export const chooseCardTokenizer: CardTokenizerFactory = (payments, texts) => {
  if (payments.stripePublishableKey) {
    return createStripeCardTokenizer(loadStripe, payments.stripePublishableKey, texts);
  }
  if (payments.sandboxCardFieldPath) {
    return createSandboxCardTokenizer(payments.sandboxCardFieldPath, texts);
  }
  return null;
};

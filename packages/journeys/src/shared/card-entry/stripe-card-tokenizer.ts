// Card entry on Stripe Elements: the card Element, loaded through @stripe/stripe-js's `pure`
// entry so Stripe's script is fetched only when a card field is shown, never on import.
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { CardTokenizer, CardTokenizerTexts } from './card-tokenizer';

/** `loadStripe` from @stripe/stripe-js/pure, or a fake of it in tests. */
export type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

/** A tokenizer on Stripe's card Element; `load` is injected so tests need no network. */
export function createStripeCardTokenizer(
  load: LoadStripe,
  publishableKey: string,
  texts: CardTokenizerTexts,
): CardTokenizer {
  let stripe: Stripe | null = null;
  let card: StripeCardElement | null = null;
  return {
    async mount(element) {
      stripe = await load(publishableKey);
      if (!stripe) throw new Error('Stripe.js did not load.');
      // The postcode is asked by the forms that need it (the settle form), never twice.
      card = stripe.elements({ locale: 'en-GB' }).create('card', { hidePostalCode: true });
      card.mount(element);
      // Stripe names its frame itself; ours says what it holds in the app's words.
      element.querySelector('iframe')?.setAttribute('title', texts.frameTitle);
    },
    async createToken() {
      if (!stripe || !card) return { error: texts.failed };
      try {
        const { token, error } = await stripe.createToken(card);
        if (token) return { token: token.id };
        return { error: error?.message ?? texts.failed };
      } catch {
        return { error: texts.failed };
      }
    },
    destroy() {
      card?.destroy();
      card = null;
    },
  };
}

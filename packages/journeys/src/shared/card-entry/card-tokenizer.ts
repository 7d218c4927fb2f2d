// The one seam of card entry (ADR 0048): a card field mounted in an element of the page, which
// answers a `tok_...` the platform accepts for a payment or a kept card. Stripe's card Element
// (through @stripe/stripe-js) and the card sandbox's own field are its two implementations; the
// card number is typed into the provider's frame, never into the app's document.

/** What the field answers when asked for a token. */
export type CardTokenResult = { token: string } | { error: string };

/** A card field: mounted once in an element, asked for tokens, then destroyed. */
export interface CardTokenizer {
  /** Puts the field in `element` (its frame, with its own inputs); resolves once it is shown. */
  mount(element: HTMLElement): Promise<void>;
  /** The typed card as a token, or the field's own message of what to fix. */
  createToken(): Promise<CardTokenResult>;
  /** Removes the field and stops listening; the tokenizer is not used again. */
  destroy(): void;
}

/** The texts a tokenizer shows or answers itself, translated by the caller. */
export type CardTokenizerTexts = {
  /** The frame's title, which screen readers announce on entering it. */
  frameTitle: string;
  /** The error when the provider could not be reached or answered nothing usable. */
  failed: string;
};

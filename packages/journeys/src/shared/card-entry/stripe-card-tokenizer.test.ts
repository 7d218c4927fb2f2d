import type { Stripe } from '@stripe/stripe-js';
import { createStripeCardTokenizer } from './stripe-card-tokenizer';

const TEXTS = { frameTitle: 'Secure card details', failed: 'The card could not be checked.' };

/** A fake of the few Stripe.js calls the tokenizer makes: no network, no script. */
function fakeStripe(answer: unknown) {
  const card = {
    mount: jest.fn((element: HTMLElement) => {
      element.append(document.createElement('iframe'));
    }),
    destroy: jest.fn(),
  };
  const elements = { create: jest.fn(() => card) };
  const stripe = {
    elements: jest.fn(() => elements),
    createToken: jest.fn(async () => answer),
  };
  return { stripe: stripe as unknown as Stripe, card, elements, calls: stripe };
}

describe('card entry on Stripe Elements', () => {
  it('loads Stripe with the publishable key, mounts the card Element and titles its frame', async () => {
    const fake = fakeStripe({ token: { id: 'tok_1' } });
    const load = jest.fn(async () => fake.stripe);
    const host = document.createElement('div');
    const tokenizer = createStripeCardTokenizer(load, 'pk_test_1', TEXTS);
    await tokenizer.mount(host);
    expect(load).toHaveBeenCalledWith('pk_test_1');
    expect(fake.calls.elements).toHaveBeenCalledWith({ locale: 'en-GB' });
    expect(fake.elements.create).toHaveBeenCalledWith('card', { hidePostalCode: true });
    expect(fake.card.mount).toHaveBeenCalledWith(host);
    expect(host.querySelector('iframe')?.title).toBe('Secure card details');
  });

  it('answers the token Stripe makes from the card Element', async () => {
    const fake = fakeStripe({ token: { id: 'tok_1' } });
    const tokenizer = createStripeCardTokenizer(async () => fake.stripe, 'pk', TEXTS);
    await tokenizer.mount(document.createElement('div'));
    await expect(tokenizer.createToken()).resolves.toEqual({ token: 'tok_1' });
    expect(fake.calls.createToken).toHaveBeenCalledWith(fake.card);
  });

  it('answers Stripe’s own message for a card it cannot tokenize', async () => {
    const fake = fakeStripe({ error: { message: 'Your card number is incomplete.' } });
    const tokenizer = createStripeCardTokenizer(async () => fake.stripe, 'pk', TEXTS);
    await tokenizer.mount(document.createElement('div'));
    await expect(tokenizer.createToken()).resolves.toEqual({
      error: 'Your card number is incomplete.',
    });
  });

  it('fails to mount when Stripe.js does not load, and answers the failure if asked anyway', async () => {
    const tokenizer = createStripeCardTokenizer(async () => null, 'pk', TEXTS);
    await expect(tokenizer.mount(document.createElement('div'))).rejects.toThrow(
      'Stripe.js did not load.',
    );
    await expect(tokenizer.createToken()).resolves.toEqual({
      error: 'The card could not be checked.',
    });
  });

  it('destroys the card Element', async () => {
    const fake = fakeStripe({ token: { id: 'tok_1' } });
    const tokenizer = createStripeCardTokenizer(async () => fake.stripe, 'pk', TEXTS);
    await tokenizer.mount(document.createElement('div'));
    tokenizer.destroy();
    expect(fake.card.destroy).toHaveBeenCalled();
  });
});

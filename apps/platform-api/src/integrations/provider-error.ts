/**
 * An outside service could not answer (unreachable, too slow, refused our key, sent nonsense):
 * the API answers 502 with a message that asks to try again, never the provider's own words.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/**
 * The provider answered and said no to what was asked (a refund of more than was paid, of a
 * payment never collected): asking again with the same request gets the same answer, so a caller
 * records the refusal instead of retrying for ever. `reason` is the provider's code for it.
 */
export class ProviderRefusal extends ProviderError {
  override name = 'ProviderRefusal';
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

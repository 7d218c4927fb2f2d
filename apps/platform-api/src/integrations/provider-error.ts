/**
 * An outside service could not answer (unreachable, too slow, refused our key, sent nonsense):
 * the API answers 502 with a message that asks to try again, never the provider's own words.
 */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/**
 * A mistake in the brand's configuration or in how the platform is wired (an unknown rule name, a
 * RENEWED policy shown, cancellation attempted where the rule forbids it). It is a programming or
 * configuration fault, never the customer's: callers log it and show the unexpected-error state.
 */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';

  constructor(message: string) {
    super(message);
  }
}

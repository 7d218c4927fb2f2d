/** Stripe's keys (STRIPE_*): the secret key switches the Stripe adapter on. */
export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** For the apps' card field (the agent's phone-order form); never a secret. */
  publishableKey: string | undefined;
};

/** GoCardless's token (GOCARDLESS_*): it switches the GoCardless adapter on. */
export type GoCardlessSettings = {
  accessToken: string;
  environment: 'sandbox' | 'live';
  webhookSecret: string;
};

export const GOCARDLESS_ENVIRONMENTS = ['sandbox', 'live'] as const;

/**
 * The payment providers' settings; none set means the embedded sandboxes. A key without its
 * webhook secret is refused at start-up: the platform could not tell a real webhook from a forged
 * one, and payments would never be confirmed.
 */
export function readPaymentSettings(env: NodeJS.ProcessEnv): {
  stripe: StripeSettings | undefined;
  goCardless: GoCardlessSettings | undefined;
} {
  let stripe: StripeSettings | undefined;
  if (env.STRIPE_SECRET_KEY) {
    if (!env.STRIPE_WEBHOOK_SECRET) {
      throw new Error(
        'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (the endpoint’s whsec_ secret).',
      );
    }
    stripe = {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    };
  }
  let goCardless: GoCardlessSettings | undefined;
  if (env.GOCARDLESS_ACCESS_TOKEN) {
    if (!env.GOCARDLESS_WEBHOOK_SECRET) {
      throw new Error('GOCARDLESS_ACCESS_TOKEN needs GOCARDLESS_WEBHOOK_SECRET.');
    }
    const environment = env.GOCARDLESS_ENVIRONMENT ?? 'sandbox';
    if (!(GOCARDLESS_ENVIRONMENTS as readonly string[]).includes(environment)) {
      throw new Error(`GOCARDLESS_ENVIRONMENT must be sandbox or live, not "${environment}".`);
    }
    goCardless = {
      accessToken: env.GOCARDLESS_ACCESS_TOKEN,
      environment: environment as GoCardlessSettings['environment'],
      webhookSecret: env.GOCARDLESS_WEBHOOK_SECRET,
    };
  }
  return { stripe, goCardless };
}

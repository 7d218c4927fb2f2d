import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Database, Sql } from '../../db/database';
import { ProviderError, ProviderRefusal } from '../provider-error';
import type {
  CardChargeResult,
  CardPaymentEvent,
  CardPayments,
  CheckoutSession,
  PaymentMetadata,
  SavedCard,
} from './card-payments';
import {
  type CheckedCard,
  checkTypedCard,
  type TypedCard,
  type TypedCardField,
} from './sandbox-card-checks';
import { refundSandboxPayment } from './sandbox-card-refunds';
import { fieldTokenCard, issueFieldToken } from './sandbox-field-tokens';
import { stripeId, webhookSecret } from './sandbox-ids';
import { listSandboxPaidCheckouts } from './sandbox-paid-checkouts';
import { seconds, stripeEvent } from './sandbox-stripe-events';
import {
  SANDBOX_CARD_TOKENS,
  SANDBOX_TEST_CARDS,
  type SandboxCardBehaviour,
} from './sandbox-test-cards';
import { queueSandboxWebhook } from './sandbox-webhooks';
import { cardEventFromStripe, SAVE_CARD_METADATA_KEY } from './stripe-events';
import { verifyStripeEvent } from './stripe-webhook';
import { stripeSignatureHeader } from './webhook-signatures';

/** Stripe's own: a checkout session can be paid for 24 hours. */
export const SANDBOX_SESSION_HOURS = 24;

/** The page's path for a session (served by sandbox-payment-pages.ts). */
export const sandboxCardPagePath = (sessionId: string) => `/sandbox/card/${sessionId}`;

/** A checkout session as the sandbox keeps it. */
export type SandboxCardSession = {
  id: string;
  mode: 'payment' | 'setup';
  amountPence: number | null;
  description: string;
  successUrl: string;
  cancelUrl: string;
  saveCard: boolean;
  reference: string | null;
  status: 'open' | 'requires_action' | 'complete' | 'expired';
  /** The decline shown on the page after a failed attempt. */
  error: string | null;
  pendingCard: PendingCard | null;
  expiresAt: Date;
};

/** The card waiting for its Strong Customer Authentication challenge (never the number). */
type PendingCard = {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: SandboxCardBehaviour;
};

/** What the customer typed on the sandbox's card page. */
export type CardForm = { name: string; number: string; expiry: string; cvc: string };
export type CardFormField = keyof CardForm;

/** What the page does next after the customer pays (or tries to). */
export type CardPageOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'invalid'; errors: Partial<Record<CardFormField, string>> }
  | { kind: 'declined'; declineCode: string; message: string }
  | { kind: 'challenge'; location: string }
  | { kind: 'gone' };

/** The embedded Stripe: the card page's operations besides the CardPayments calls. */
export type SandboxCardPayments = CardPayments & {
  readonly kind: 'sandbox';
  /** The secret its webhooks are signed with (made at start-up). */
  readonly webhookSecret: string;
  signWebhook(body: string, now: Date): Record<string, string>;
  session(id: string): Promise<SandboxCardSession | null>;
  submitCard(id: string, form: CardForm): Promise<CardPageOutcome>;
  authenticate(id: string, approve: boolean): Promise<CardPageOutcome>;
  cancel(id: string): Promise<CardPageOutcome>;
  /**
   * The card field's answer to what was typed in it (ADR 0048): a `tok_...` for a test card that
   * passes the checks, or each field's error.
   */
  createFieldToken(
    typed: TypedCard,
  ): { token: string } | { errors: Partial<Record<TypedCardField, string>> };
  /** Expires open sessions past their time, each with its checkout.session.expired webhook. */
  expireSessions(): Promise<number>;
};

type SessionRow = {
  id: string;
  mode: 'payment' | 'setup';
  amount_pence: number | null;
  description: string;
  success_url: string;
  cancel_url: string;
  save_card: boolean;
  reference: string | null;
  customer_id: string | null;
  metadata: PaymentMetadata;
  status: SandboxCardSession['status'];
  pending_card: PendingCard | null;
  error: string | null;
  payment_id: string | null;
  payment_method_id: string | null;
  created_at: Date;
  expires_at: Date;
};

const DECLINE_MESSAGES: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_required:
    'We could not authenticate your payment. Try again or use a different card.',
};

/** The success or cancel URL with the session's id, as Stripe fills it in. */
export function returnUrl(url: string, sessionId: string): string {
  if (url.includes('{CHECKOUT_SESSION_ID}'))
    return url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
  const parsed = new URL(url);
  parsed.searchParams.set('session_id', sessionId);
  return parsed.toString();
}

function sessionObject(row: SessionRow, status: 'complete' | 'expired') {
  return {
    id: row.id,
    object: 'checkout.session',
    mode: row.mode,
    amount_total: row.amount_pence,
    currency: 'gbp',
    client_reference_id: row.reference,
    customer: row.customer_id,
    metadata: row.metadata,
    payment_intent: row.mode === 'payment' ? row.payment_id : null,
    setup_intent: row.mode === 'setup' ? row.payment_id : null,
    payment_status:
      status === 'expired' ? 'unpaid' : row.mode === 'setup' ? 'no_payment_required' : 'paid',
    status,
    success_url: row.success_url,
    cancel_url: row.cancel_url,
    url: null,
    created: seconds(row.created_at),
    expires_at: seconds(row.expires_at),
  };
}

function paymentFailedObject(
  id: string,
  amountPence: number,
  metadata: PaymentMetadata,
  declineCode: string,
) {
  return {
    id,
    object: 'payment_intent',
    amount: amountPence,
    currency: 'gbp',
    metadata,
    status: 'requires_payment_method',
    last_payment_error: {
      type: 'card_error',
      code: declineCode === 'authentication_required' ? 'authentication_required' : 'card_declined',
      decline_code: declineCode,
      message: DECLINE_MESSAGES[declineCode] ?? 'Your card was declined.',
    },
  };
}

function toSession(row: SessionRow): SandboxCardSession {
  return {
    id: row.id,
    mode: row.mode,
    amountPence: row.amount_pence,
    description: row.description,
    successUrl: row.success_url,
    cancelUrl: row.cancel_url,
    saveCard: row.save_card,
    reference: row.reference,
    status: row.status,
    error: row.error,
    pendingCard: row.pending_card,
    expiresAt: new Date(row.expires_at),
  };
}

/**
 * The embedded stand-in for Stripe, the default when no Stripe keys are set. It keeps what
 * Stripe would keep in the database, serves the hosted card page itself (the only place a card
 * number is ever typed, and it is never stored: only brand, last four and expiry), and reports
 * outcomes with webhooks in Stripe's format, signed with Stripe's scheme, so the platform's real
 * webhook handling runs end to end.
 */
export function createSandboxCardPayments(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** @default a new secret per start */
  webhookSecret?: string;
}): SandboxCardPayments {
  const { db, clock } = options;
  const secret = options.webhookSecret ?? webhookSecret();

  // A token of the card field, or one of Stripe's named test tokens (an agent's pasted token).
  // Stripe's named tokens carry no expiry of their own: theirs is always in the future.
  function tokenCard(token: string): CheckedCard {
    const named = SANDBOX_CARD_TOKENS[token as keyof typeof SANDBOX_CARD_TOKENS];
    if (named) {
      const { brand, behaviour } = SANDBOX_TEST_CARDS[named];
      const expYear = clock.now().getUTCFullYear() + 3;
      return { number: named, brand, behaviour, last4: named.slice(-4), expMonth: 12, expYear };
    }
    const card = fieldTokenCard(secret, token, clock.now());
    // Stripe's own answer to a token it does not know (or no longer does): a refusal.
    if (!card) throw new ProviderRefusal(`No such token: ${token}`, 'resource_missing');
    return card;
  }

  async function createSession(
    mode: 'payment' | 'setup',
    fields: {
      idempotencyKey: string;
      amountPence: number | null;
      description: string;
      successUrl: string;
      cancelUrl: string;
      saveCard: boolean;
      reference: string;
      customerId?: string | undefined;
      metadata?: PaymentMetadata | undefined;
    },
  ): Promise<CheckoutSession> {
    if (
      mode === 'payment' &&
      !(Number.isInteger(fields.amountPence) && (fields.amountPence ?? 0) > 0)
    ) {
      throw new ProviderError('The sandbox needs a whole, positive amount in pence.');
    }
    const now = clock.now();
    const metadata = {
      ...fields.metadata,
      ...(fields.saveCard && mode === 'payment' ? { [SAVE_CARD_METADATA_KEY]: 'true' } : {}),
    };
    // The same idempotency key answers the session it made first, as Stripe does.
    await db.query(
      `INSERT INTO payment_sandbox_card_sessions (id, idempotency_key, mode, amount_pence,
         description, success_url, cancel_url, save_card, reference, customer_id, metadata, status,
         created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'open', $12, $13)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        stripeId('cs'),
        fields.idempotencyKey,
        mode,
        fields.amountPence,
        fields.description,
        fields.successUrl,
        fields.cancelUrl,
        fields.saveCard || mode === 'setup',
        fields.reference,
        fields.customerId ?? null,
        JSON.stringify(metadata),
        now,
        new Date(now.getTime() + SANDBOX_SESSION_HOURS * 3_600_000),
      ],
    );
    const [row] = await db.query<{ id: string; expires_at: Date }>(
      'SELECT id, expires_at FROM payment_sandbox_card_sessions WHERE idempotency_key = $1',
      [fields.idempotencyKey],
    );
    if (!row) throw new ProviderError('The sandbox lost a checkout session.');
    return {
      id: row.id,
      url: `${options.publicUrl}${sandboxCardPagePath(row.id)}`,
      expiresAt: new Date(row.expires_at),
    };
  }

  async function sessionRow(sql: Sql, id: string): Promise<SessionRow | null> {
    const [row] = await sql.query<SessionRow>(
      'SELECT * FROM payment_sandbox_card_sessions WHERE id = $1',
      [id],
    );
    return row ?? null;
  }

  // Past its time a session takes no card even before the job marks it expired (as at Stripe): the
  // checkout opens a new session for an expired one, and the old one must not be paid as well.
  const isClosed = (row: SessionRow) =>
    row.status === 'expired' || new Date(row.expires_at).getTime() <= clock.now().getTime();

  // Pays (or sets up) with a card that needs nothing more: one completion per session, whatever
  // the number of tabs or presses.
  async function complete(id: string, card: PendingCard): Promise<CardPageOutcome> {
    return db.transaction(async (tx) => {
      const row = await sessionRow(tx, id);
      if (!row) return { kind: 'gone' };
      if (row.status === 'complete') {
        return { kind: 'redirect', location: returnUrl(row.success_url, row.id) };
      }
      if (isClosed(row)) return { kind: 'gone' };
      const now = clock.now();
      const paymentId = stripeId(row.mode === 'setup' ? 'seti' : 'pi');
      let customerId = row.customer_id;
      let methodId: string | null = null;
      if (row.save_card) {
        customerId ??= stripeId('cus');
        methodId = stripeId('pm');
        await tx.query(
          `INSERT INTO payment_sandbox_card_methods (id, customer_id, brand, last4, exp_month,
             exp_year, behaviour, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            methodId,
            customerId,
            card.brand,
            card.last4,
            card.expMonth,
            card.expYear,
            card.behaviour,
            now,
          ],
        );
      }
      if (row.mode === 'payment') {
        await tx.query(
          `INSERT INTO payment_sandbox_card_payments (id, kind, amount_pence, status,
             payment_method_id, metadata, created_at) VALUES ($1, 'checkout', $2, 'succeeded', $3, $4, $5)`,
          [paymentId, row.amount_pence, methodId, JSON.stringify(row.metadata), now],
        );
      }
      const [updated] = await tx.query<SessionRow>(
        `UPDATE payment_sandbox_card_sessions SET status = 'complete', pending_card = NULL,
           error = NULL, payment_id = $2, payment_method_id = $3, customer_id = $4, completed_at = $5
         WHERE id = $1 AND status IN ('open', 'requires_action') RETURNING *`,
        [id, paymentId, methodId, customerId, now],
      );
      if (!updated) return { kind: 'gone' };
      await queueSandboxWebhook(
        tx,
        'stripe',
        stripeEvent('checkout.session.completed', sessionObject(updated, 'complete'), now),
        now,
      );
      return { kind: 'redirect', location: returnUrl(updated.success_url, updated.id) };
    });
  }

  async function decline(row: SessionRow, declineCode: string): Promise<CardPageOutcome> {
    const message = DECLINE_MESSAGES[declineCode] ?? 'Your card was declined.';
    await db.transaction(async (tx) => {
      const now = clock.now();
      await tx.query(
        `UPDATE payment_sandbox_card_sessions SET status = 'open', pending_card = NULL, error = $2
          WHERE id = $1 AND status IN ('open', 'requires_action')`,
        [row.id, declineCode],
      );
      if (row.mode !== 'payment' || row.amount_pence === null) return;
      const paymentId = stripeId('pi');
      await tx.query(
        `INSERT INTO payment_sandbox_card_payments (id, kind, amount_pence, status, decline_code,
           metadata, created_at) VALUES ($1, 'checkout', $2, 'failed', $3, $4, $5)`,
        [paymentId, row.amount_pence, declineCode, JSON.stringify(row.metadata), now],
      );
      await queueSandboxWebhook(
        tx,
        'stripe',
        stripeEvent(
          'payment_intent.payment_failed',
          paymentFailedObject(paymentId, row.amount_pence, row.metadata, declineCode),
          now,
        ),
        now,
      );
    });
    return { kind: 'declined', declineCode, message };
  }

  // A charge without the hosted page (off-session or phone order) of a card of known behaviour.
  async function directCharge(
    kind: 'off_session' | 'moto',
    request: {
      amountPence: number;
      idempotencyKey: string;
      metadata?: PaymentMetadata | undefined;
    },
    behaviour: SandboxCardBehaviour,
    methodId: string | null,
  ): Promise<CardChargeResult> {
    const [earlier] = await db.query<{
      id: string;
      status: string;
      decline_code: string | null;
      amount_pence: number;
    }>(
      'SELECT id, status, decline_code, amount_pence FROM payment_sandbox_card_payments WHERE idempotency_key = $1',
      [request.idempotencyKey],
    );
    const answer = (row: {
      id: string;
      status: string;
      decline_code: string | null;
      amount_pence: number;
    }): CardChargeResult =>
      row.status === 'succeeded'
        ? { status: 'succeeded', paymentId: row.id, amountPence: row.amount_pence }
        : {
            status: 'declined',
            paymentId: row.id,
            declineCode: row.decline_code ?? 'generic_decline',
            message: DECLINE_MESSAGES[row.decline_code ?? ''] ?? 'Your card was declined.',
          };
    if (earlier) return answer(earlier);
    // A saved card was authenticated when it was set up: off-session charges need no challenge.
    const declineCode =
      behaviour === 'succeeds' || (behaviour === 'authentication' && kind === 'off_session')
        ? null
        : behaviour === 'authentication'
          ? 'authentication_required'
          : behaviour;
    const row = {
      id: stripeId('pi'),
      status: declineCode ? 'failed' : 'succeeded',
      decline_code: declineCode,
      amount_pence: request.amountPence,
    };
    const metadata = { ...request.metadata };
    await db.transaction(async (tx) => {
      const now = clock.now();
      await tx.query(
        `INSERT INTO payment_sandbox_card_payments (id, idempotency_key, kind, amount_pence, status,
           decline_code, payment_method_id, metadata, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          row.id,
          request.idempotencyKey,
          kind,
          row.amount_pence,
          row.status,
          declineCode,
          methodId,
          JSON.stringify(metadata),
          now,
        ],
      );
      if (declineCode) {
        await queueSandboxWebhook(
          tx,
          'stripe',
          stripeEvent(
            'payment_intent.payment_failed',
            paymentFailedObject(row.id, row.amount_pence, metadata, declineCode),
            now,
          ),
          now,
        );
      }
    });
    return answer(row);
  }

  async function savedCard(sessionId: string): Promise<SavedCard | null> {
    const [row] = await db.query<{
      id: string;
      customer_id: string;
      brand: string;
      last4: string;
      exp_month: number;
      exp_year: number;
    }>(
      `SELECT m.* FROM payment_sandbox_card_sessions s
         JOIN payment_sandbox_card_methods m ON m.id = s.payment_method_id WHERE s.id = $1`,
      [sessionId],
    );
    if (!row) return null;
    return {
      customerId: row.customer_id,
      paymentMethodId: row.id,
      brand: row.brand,
      last4: row.last4,
      expMonth: row.exp_month,
      expYear: row.exp_year,
    };
  }

  return {
    kind: 'sandbox',
    webhookSecret: secret,
    signWebhook: (body, now) => ({
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignatureHeader(body, secret, now),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks) (platform sandbox)',
    }),

    createCheckoutSession: (request) =>
      createSession('payment', {
        ...request,
        amountPence: request.amountPence,
      }),

    createSetupSession: (request) =>
      createSession('setup', {
        ...request,
        amountPence: null,
        description: 'Save a card for future payments',
        saveCard: true,
      }),

    async chargeSavedCard(request) {
      const [method] = await db.query<{ behaviour: SandboxCardBehaviour; customer_id: string }>(
        'SELECT behaviour, customer_id FROM payment_sandbox_card_methods WHERE id = $1',
        [request.paymentMethodId],
      );
      if (!method || method.customer_id !== request.customerId) {
        throw new ProviderError(
          `No such PaymentMethod for this customer: ${request.paymentMethodId}`,
        );
      }
      return directCharge('off_session', request, method.behaviour, request.paymentMethodId);
    },

    async motoPayment(request) {
      return directCharge('moto', request, tokenCard(request.cardToken).behaviour, null);
    },

    async saveCard(request) {
      const card = tokenCard(request.cardToken);
      // Stripe checks a card with its bank before keeping it: a decline keeps nothing, and a card
      // that asks for authentication needs the customer on the hosted page (its challenge).
      if (card.behaviour !== 'succeeds') {
        const declineCode =
          card.behaviour === 'authentication' ? 'authentication_required' : card.behaviour;
        return {
          status: 'declined',
          declineCode,
          message: DECLINE_MESSAGES[declineCode] ?? 'Your card was declined.',
        };
      }
      // The card's id follows the idempotency key: a retried save keeps one card, not two.
      const methodId = `pm_test_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
      const customerId = request.customerId ?? stripeId('cus');
      await db.query(
        `INSERT INTO payment_sandbox_card_methods (id, customer_id, brand, last4, exp_month,
           exp_year, behaviour, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO NOTHING`,
        [
          methodId,
          customerId,
          card.brand,
          card.last4,
          card.expMonth,
          card.expYear,
          card.behaviour,
          clock.now(),
        ],
      );
      const [kept] = await db.query<{ customer_id: string }>(
        'SELECT customer_id FROM payment_sandbox_card_methods WHERE id = $1',
        [methodId],
      );
      return {
        status: 'saved',
        card: {
          customerId: kept?.customer_id ?? customerId,
          paymentMethodId: methodId,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
        },
      };
    },

    createFieldToken(typed) {
      const now = clock.now();
      const checked = checkTypedCard(typed, now);
      if ('errors' in checked) return { errors: checked.errors };
      return { token: issueFieldToken(secret, checked.card, now) };
    },

    refund: (request) => refundSandboxPayment(db, clock, request),

    listPaidCheckouts: ({ createdSince }) => listSandboxPaidCheckouts(db, createdSince),

    async parseWebhook(rawBody, signature) {
      const event = cardEventFromStripe(verifyStripeEvent(rawBody, signature, secret, clock.now()));
      if (!event) return [];
      if (event.type !== 'checkout.completed') return [event];
      const completed: CardPaymentEvent = { ...event, savedCard: await savedCard(event.sessionId) };
      return [completed];
    },

    async session(id) {
      const row = await sessionRow(db, id);
      return row ? toSession(row) : null;
    },

    async submitCard(id, form) {
      const row = await sessionRow(db, id);
      if (row?.status === 'complete') {
        return { kind: 'redirect', location: returnUrl(row.success_url, row.id) };
      }
      if (!row || isClosed(row)) return { kind: 'gone' };
      const checked = checkTypedCard(form, clock.now());
      const errors: Partial<Record<CardFormField, string>> =
        'errors' in checked ? { ...checked.errors } : {};
      if (!form.name.trim()) errors.name = 'Enter the name on the card';
      if (!('card' in checked) || Object.keys(errors).length > 0) {
        return { kind: 'invalid', errors };
      }
      const { card } = checked;
      const pending: PendingCard = {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        behaviour: card.behaviour,
      };
      if (card.behaviour === 'succeeds') return complete(id, pending);
      if (card.behaviour === 'authentication') {
        await db.query(
          `UPDATE payment_sandbox_card_sessions SET status = 'requires_action', pending_card = $2,
             error = NULL WHERE id = $1 AND status IN ('open', 'requires_action')`,
          [id, JSON.stringify(pending)],
        );
        return { kind: 'challenge', location: `${sandboxCardPagePath(id)}/authenticate` };
      }
      return decline(row, card.behaviour);
    },

    async authenticate(id, approve) {
      const row = await sessionRow(db, id);
      if (row?.status === 'complete') {
        return { kind: 'redirect', location: returnUrl(row.success_url, row.id) };
      }
      if (!row || isClosed(row)) return { kind: 'gone' };
      if (row.status !== 'requires_action' || !row.pending_card) {
        return { kind: 'redirect', location: sandboxCardPagePath(id) };
      }
      return approve ? complete(id, row.pending_card) : decline(row, 'authentication_required');
    },

    async cancel(id) {
      const row = await sessionRow(db, id);
      if (!row) return { kind: 'gone' };
      return { kind: 'redirect', location: returnUrl(row.cancel_url, row.id) };
    },

    async expireSessions() {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const expired = await tx.query<SessionRow>(
          `UPDATE payment_sandbox_card_sessions SET status = 'expired', pending_card = NULL
            WHERE status IN ('open', 'requires_action') AND expires_at <= $1 RETURNING *`,
          [now],
        );
        for (const row of expired) {
          await queueSandboxWebhook(
            tx,
            'stripe',
            stripeEvent('checkout.session.expired', sessionObject(row, 'expired'), now),
            now,
          );
        }
        return expired.length;
      });
    },
  };
}

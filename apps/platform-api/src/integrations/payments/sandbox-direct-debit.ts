import {
  addWorkingDays,
  DIRECT_DEBIT_COLLECTION_WORKING_DAYS,
  toLondonIsoDate,
} from '@brand/domain';
import type { Clock } from '../../clock';
import type { Database, Sql } from '../../db/database';
import { ProviderError } from '../provider-error';
import type { PaymentMetadata } from './card-payments';
import type { DirectDebit, DirectDebitPayment, DirectDebitRefund, Mandate } from './direct-debit';
import { mandateStatusOf } from './direct-debit';
import { readGoCardlessWebhook } from './gocardless-events';
import { bankDigits, bankNameOf, checkBankDetails } from './sandbox-bank-accounts';
import {
  advanceSandboxRefunds,
  listSandboxDirectDebitRefunds,
  refundSandboxDirectDebit,
} from './sandbox-direct-debit-refunds';
import { goCardlessEvent } from './sandbox-gocardless-events';
import { goCardlessId, webhookSecret } from './sandbox-ids';
import { queueSandboxWebhook } from './sandbox-webhooks';
import { goCardlessSignature } from './webhook-signatures';

/** The page's path for a redirect flow (served by sandbox-payment-pages.ts). */
export const sandboxDirectDebitPagePath = (flowId: string) => `/sandbox/direct-debit/${flowId}`;

/** A mandate is submitted to the payer's bank and active one working day after it is set up. */
export const SANDBOX_MANDATE_ACTIVE_WORKING_DAYS = 1;

/**
 * Payments on a mandate whose account holder's name holds this word fail when they would be
 * confirmed (insufficient funds): the sandbox's way to rehearse a failed collection.
 */
export const SANDBOX_FAILING_NAME = 'fail';

/** What the customer typed on the sandbox's Direct Debit page. */
export type BankForm = { accountHolderName: string; sortCode: string; accountNumber: string };
export type BankFormField = keyof BankForm;

export type BankPageOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'invalid'; errors: Partial<Record<BankFormField, string>> }
  | { kind: 'gone' };

/** A redirect flow as the sandbox's page shows it. */
export type SandboxRedirectFlow = {
  id: string;
  description: string;
  status: 'created' | 'confirmed' | 'completed';
  successUrl: string;
};

/** The embedded GoCardless: the page's operations besides the DirectDebit calls. */
export type SandboxDirectDebit = DirectDebit & {
  readonly kind: 'sandbox';
  readonly webhookSecret: string;
  signWebhook(body: string, now: Date): Record<string, string>;
  flow(id: string): Promise<SandboxRedirectFlow | null>;
  confirmFlow(id: string, form: BankForm): Promise<BankPageOutcome>;
  /**
   * Moves the sandbox on to the clock's day: mandates become active, payments due are confirmed
   * (or fail), refunds due are paid (or bounce), each with its webhook. Answers how many changed.
   */
  advance(): Promise<number>;
  /** A payment's refunds, oldest first, with the metadata sent (what the tests look at). */
  listRefunds(
    paymentId: string,
  ): Promise<(DirectDebitRefund & { metadata: Record<string, string> })[]>;
};

type MandateRow = {
  id: string;
  customer_id: string;
  account_holder_name: string;
  bank_name: string;
  account_number_ending: string;
  reference: string;
  status: string;
  created_at: Date;
};

type PaymentRow = {
  id: string;
  mandate_id: string;
  amount_pence: number;
  charge_date: string | Date;
  status: string;
  metadata: PaymentMetadata;
};

function isoDay(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

function toMandate(row: MandateRow): Mandate {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: mandateStatusOf(row.status),
    providerStatus: row.status,
    reference: row.reference,
    bankName: row.bank_name,
    accountNumberEnding: row.account_number_ending,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * The embedded stand-in for GoCardless, the default when no GoCardless token is set. Its page
 * takes the account holder's name, sort code and account number (modulus-checked, as the
 * vendor's page does) and shows the Direct Debit Guarantee; the account number is never kept,
 * only its last two digits. Mandates become active a working day later and payments are
 * confirmed 3 working days after they are made (the spec's 3 to 5), on the platform's clock, each
 * reported by a webhook in GoCardless's format and signature scheme.
 */
export function createSandboxDirectDebit(options: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** @default a new secret per start */
  webhookSecret?: string;
}): SandboxDirectDebit {
  const { db, clock } = options;
  const secret = options.webhookSecret ?? webhookSecret('');

  async function mandateRow(sql: Sql, id: string): Promise<MandateRow | null> {
    const [row] = await sql.query<MandateRow>(
      'SELECT * FROM payment_sandbox_dd_mandates WHERE id = $1',
      [id],
    );
    return row ?? null;
  }

  return {
    kind: 'sandbox',
    webhookSecret: secret,
    signWebhook: (body) => ({
      'content-type': 'application/json',
      'webhook-signature': goCardlessSignature(body, secret),
      'user-agent': 'gocardless-webhook-service/1.1 (platform sandbox)',
    }),

    async createRedirectFlow(request) {
      await db.query(
        `INSERT INTO payment_sandbox_dd_flows (id, idempotency_key, description, success_url,
           session_token, status, created_at) VALUES ($1, $2, $3, $4, $5, 'created', $6)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          goCardlessId('RE'),
          request.idempotencyKey,
          request.description,
          request.successUrl,
          request.sessionToken,
          clock.now(),
        ],
      );
      const [row] = await db.query<{ id: string }>(
        'SELECT id FROM payment_sandbox_dd_flows WHERE idempotency_key = $1',
        [request.idempotencyKey],
      );
      if (!row) throw new ProviderError('The sandbox lost a redirect flow.');
      return {
        id: row.id,
        redirectUrl: `${options.publicUrl}${sandboxDirectDebitPagePath(row.id)}`,
      };
    },

    async completeRedirectFlow(request) {
      const [flow] = await db.query<{
        status: string;
        session_token: string;
        mandate_id: string | null;
      }>('SELECT status, session_token, mandate_id FROM payment_sandbox_dd_flows WHERE id = $1', [
        request.flowId,
      ]);
      if (!flow) throw new ProviderError(`No such redirect flow: ${request.flowId}`);
      if (flow.session_token !== request.sessionToken) {
        throw new ProviderError('The session token does not match the redirect flow.');
      }
      if (flow.status === 'created' || !flow.mandate_id) {
        throw new ProviderError('The customer has not confirmed the redirect flow yet.');
      }
      await db.query(`UPDATE payment_sandbox_dd_flows SET status = 'completed' WHERE id = $1`, [
        request.flowId,
      ]);
      const mandate = await mandateRow(db, flow.mandate_id);
      if (!mandate) throw new ProviderError('The sandbox lost a mandate.');
      return toMandate(mandate);
    },

    async listMandates({ customerId }) {
      const rows = await db.query<MandateRow>(
        'SELECT * FROM payment_sandbox_dd_mandates WHERE customer_id = $1 ORDER BY created_at, id',
        [customerId],
      );
      return rows.map(toMandate);
    },

    async cancelMandate({ mandateId }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<MandateRow>(
          'SELECT * FROM payment_sandbox_dd_mandates WHERE id = $1 FOR UPDATE',
          [mandateId],
        );
        if (!row) throw new ProviderError(`No such mandate: ${mandateId}`);
        // As GoCardless: a mandate that can take no more payments stays as it is, and no webhook.
        if (mandateStatusOf(row.status) === 'CANCELLED') return toMandate(row);
        const now = clock.now();
        const [cancelled] = await tx.query<MandateRow>(
          `UPDATE payment_sandbox_dd_mandates SET status = 'cancelled' WHERE id = $1 RETURNING *`,
          [mandateId],
        );
        if (!cancelled) throw new ProviderError('The sandbox lost a mandate.');
        // As GoCardless: the mandate's payments not yet submitted to the bank are cancelled with
        // it, each with its payments.cancelled event (cause mandate_cancelled), before the
        // mandate's own event.
        const payments = await tx.query<{ id: string }>(
          `UPDATE payment_sandbox_dd_payments SET status = 'cancelled'
            WHERE mandate_id = $1 AND status = 'pending_submission' RETURNING id`,
          [mandateId],
        );
        for (const payment of payments.sort((a, b) => a.id.localeCompare(b.id))) {
          await queueSandboxWebhook(
            tx,
            'gocardless',
            goCardlessEvent(
              'payments',
              'cancelled',
              { payment: payment.id, mandate: mandateId },
              {
                cause: 'mandate_cancelled',
                description:
                  'The mandate for this payment was cancelled before the payment was submitted.',
              },
              now,
            ),
            now,
          );
        }
        await queueSandboxWebhook(
          tx,
          'gocardless',
          goCardlessEvent(
            'mandates',
            'cancelled',
            { mandate: mandateId },
            {
              cause: 'mandate_cancelled',
              description: 'The mandate was cancelled at your request.',
            },
            now,
          ),
          now,
        );
        return toMandate(cancelled);
      });
    },

    async createPayment(request) {
      if (!Number.isInteger(request.amountPence) || request.amountPence < 1) {
        throw new ProviderError('The sandbox needs a whole, positive amount in pence.');
      }
      const now = clock.now();
      const earliest = addWorkingDays(now, DIRECT_DEBIT_COLLECTION_WORKING_DAYS.min);
      const chargeDate = request.chargeDate ?? earliest;
      if (chargeDate < earliest) {
        throw new ProviderError(`charge_date must be on or after ${earliest}.`);
      }
      const answer = (row: PaymentRow): DirectDebitPayment => ({
        id: row.id,
        mandateId: row.mandate_id,
        amountPence: row.amount_pence,
        chargeDate: isoDay(row.charge_date),
        status: row.status,
      });
      const [earlier] = await db.query<PaymentRow>(
        'SELECT * FROM payment_sandbox_dd_payments WHERE idempotency_key = $1',
        [request.idempotencyKey],
      );
      if (earlier) return answer(earlier);
      const mandate = await mandateRow(db, request.mandateId);
      if (!mandate) throw new ProviderError(`No such mandate: ${request.mandateId}`);
      if (mandateStatusOf(mandate.status) === 'CANCELLED') {
        throw new ProviderError(`The mandate ${request.mandateId} is ${mandate.status}.`);
      }
      const [row] = await db.query<PaymentRow>(
        `INSERT INTO payment_sandbox_dd_payments (id, idempotency_key, mandate_id, amount_pence,
           description, charge_date, confirm_on, status, metadata, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, 'pending_submission', $7, $8) RETURNING *`,
        [
          goCardlessId('PM'),
          request.idempotencyKey,
          request.mandateId,
          request.amountPence,
          request.description,
          chargeDate,
          JSON.stringify({ ...request.metadata }),
          now,
        ],
      );
      if (!row) throw new ProviderError('The sandbox lost a payment.');
      return answer(row);
    },

    refund: (request) => refundSandboxDirectDebit(db, clock, request),

    listRefunds: (paymentId) => listSandboxDirectDebitRefunds(db, paymentId),

    async parseWebhook(rawBody, signature) {
      return readGoCardlessWebhook(rawBody, signature, secret);
    },

    async flow(id) {
      const [row] = await db.query<{
        id: string;
        description: string;
        status: SandboxRedirectFlow['status'];
        success_url: string;
      }>(
        'SELECT id, description, status, success_url FROM payment_sandbox_dd_flows WHERE id = $1',
        [id],
      );
      return row
        ? {
            id: row.id,
            description: row.description,
            status: row.status,
            successUrl: row.success_url,
          }
        : null;
    },

    async confirmFlow(id, form) {
      const errors: Partial<Record<BankFormField, string>> = {};
      const name = form.accountHolderName.trim();
      if (!name) errors.accountHolderName = 'Enter the name of the account holder';
      else if (name.length > 18 * 4)
        errors.accountHolderName = 'Enter a shorter account holder name';
      const sortCode = bankDigits(form.sortCode);
      const accountNumber = bankDigits(form.accountNumber);
      Object.assign(errors, checkBankDetails(sortCode, accountNumber));
      return db.transaction(async (tx) => {
        const [flow] = await tx.query<{ status: string; success_url: string }>(
          'SELECT status, success_url FROM payment_sandbox_dd_flows WHERE id = $1 FOR UPDATE',
          [id],
        );
        if (!flow) return { kind: 'gone' };
        const location = new URL(flow.success_url);
        location.searchParams.set('redirect_flow_id', id);
        // Confirmed already (a second press, another tab): back to the same return.
        if (flow.status !== 'created') return { kind: 'redirect', location: location.toString() };
        if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
        const now = clock.now();
        const mandateId = goCardlessId('MD');
        await tx.query(
          `INSERT INTO payment_sandbox_dd_mandates (id, customer_id, account_holder_name, bank_name,
             account_number_ending, reference, status, active_on, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'pending_submission', $7, $8)`,
          [
            mandateId,
            goCardlessId('CU'),
            name,
            bankNameOf(sortCode),
            accountNumber.slice(-2),
            `MINI-${mandateId.slice(-8)}`,
            addWorkingDays(now, SANDBOX_MANDATE_ACTIVE_WORKING_DAYS),
            now,
          ],
        );
        await tx.query(
          `UPDATE payment_sandbox_dd_flows SET status = 'confirmed', mandate_id = $2 WHERE id = $1`,
          [id, mandateId],
        );
        return { kind: 'redirect', location: location.toString() };
      });
    },

    async advance() {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const today = toLondonIsoDate(now);
        const activated = await tx.query<{ id: string }>(
          `UPDATE payment_sandbox_dd_mandates SET status = 'active'
            WHERE status = 'pending_submission' AND active_on <= $1 RETURNING id`,
          [today],
        );
        for (const mandate of activated) {
          await queueSandboxWebhook(
            tx,
            'gocardless',
            goCardlessEvent(
              'mandates',
              'active',
              { mandate: mandate.id },
              { cause: 'mandate_activated', description: 'The mandate has been activated.' },
              now,
            ),
            now,
          );
        }
        const due = await tx.query<PaymentRow & { account_holder_name: string }>(
          `SELECT p.*, m.account_holder_name FROM payment_sandbox_dd_payments p
             JOIN payment_sandbox_dd_mandates m ON m.id = p.mandate_id
            WHERE p.status = 'pending_submission' AND p.confirm_on <= $1 ORDER BY p.created_at, p.id`,
          [today],
        );
        for (const payment of due) {
          const fails = payment.account_holder_name.toLowerCase().includes(SANDBOX_FAILING_NAME);
          await tx.query('UPDATE payment_sandbox_dd_payments SET status = $2 WHERE id = $1', [
            payment.id,
            fails ? 'failed' : 'confirmed',
          ]);
          await queueSandboxWebhook(
            tx,
            'gocardless',
            goCardlessEvent(
              'payments',
              fails ? 'failed' : 'confirmed',
              { payment: payment.id },
              fails
                ? {
                    cause: 'insufficient_funds',
                    description: "The customer's account had insufficient funds.",
                  }
                : {
                    cause: 'payment_confirmed',
                    description: 'Payment was confirmed as collected.',
                  },
              now,
            ),
            now,
          );
        }
        const refunds = await advanceSandboxRefunds(tx, today, now);
        return activated.length + due.length + refunds;
      });
    },
  };
}

import type { Agent as HttpAgent } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import gocardless, {
  Environments,
  type GoCardlessClient,
  type Mandate as GoCardlessMandate,
  type Refund as GoCardlessRefund,
} from 'gocardless-nodejs';
import { ProviderError, ProviderRefusal } from '../provider-error';
import type { DirectDebit, Mandate } from './direct-debit';
import { mandateStatusOf } from './direct-debit';
import { readGoCardlessWebhook } from './gocardless-events';

export type GoCardlessDirectDebitOptions = {
  accessToken: string;
  environment: 'sandbox' | 'live';
  webhookSecret: string;
  /**
   * The one seam to aim the SDK elsewhere: it has no base-URL option, only agents for its HTTP
   * layer (got). Tests pass an agent that connects to a local fake of the API.
   */
  agents?: { http?: HttpAgent; https?: HttpsAgent } | undefined;
};

/** The metadata key a refund carries the platform's idempotency key under, to be found by it. */
export const REFUND_KEY_METADATA = 'platform_key';

function failure(error: unknown, what: string): never {
  const message = (error as { message?: string } | null)?.message ?? String(error);
  throw new ProviderError(`GoCardless could not ${what}: ${message}`);
}

/**
 * GoCardless's answer to a request it understood and refused (`invalid_state`, a validation
 * failure: a refund of more than was paid, a total that does not match): a ProviderRefusal with
 * its reason. Anything else (unreachable, 5xx, a bad token) is a plain failure, to try again.
 */
function refusalOr(error: unknown, what: string): never {
  const gc = error as {
    errorType?: string;
    errors?: { reason?: string; message?: string }[];
    message?: string;
  } | null;
  if (gc?.errorType === 'invalid_state' || gc?.errorType === 'validation_failed') {
    // A validation failure names a field, not a reason: its type is the reason.
    const reason = gc.errors?.[0]?.reason ?? gc.errorType;
    throw new ProviderRefusal(
      `GoCardless refused to ${what}: ${gc.errors?.[0]?.message ?? gc.message ?? reason}`,
      reason,
    );
  }
  failure(error, what);
}

/**
 * Bacs Direct Debit on GoCardless: the customer gives their bank details on GoCardless's own
 * redirect-flow page (the platform never sees them), the platform completes the flow into a
 * mandate, then creates payments on it. Every POST carries our Idempotency-Key.
 */
export function createGoCardlessDirectDebit(options: GoCardlessDirectDebitOptions): DirectDebit {
  const client: GoCardlessClient = gocardless(
    options.accessToken,
    options.environment === 'live' ? Environments.Live : Environments.Sandbox,
    options.agents ? { proxy: options.agents } : {},
  );

  async function bankAccount(id: string | undefined) {
    if (!id) return { bankName: null, accountNumberEnding: null };
    const account = await client.customerBankAccounts.find(id);
    return {
      bankName: account.bank_name ?? null,
      accountNumberEnding: account.account_number_ending ?? null,
    };
  }

  async function refundCarryingKey(
    paymentId: string,
    key: string,
  ): Promise<GoCardlessRefund | null> {
    try {
      for await (const refund of client.refunds.all({ payment: paymentId })) {
        if (refund.metadata?.[REFUND_KEY_METADATA] === key) return refund;
      }
    } catch {
      // Unreadable now: the refusal stands for this run and the next run asks again.
    }
    return null;
  }

  async function mandateOf(mandate: GoCardlessMandate): Promise<Mandate> {
    const providerStatus = String(mandate.status ?? 'pending_submission');
    return {
      id: mandate.id ?? '',
      customerId: mandate.links?.customer ?? '',
      status: mandateStatusOf(providerStatus),
      providerStatus,
      reference: mandate.reference ?? null,
      createdAt: mandate.created_at ?? '',
      ...(await bankAccount(mandate.links?.customer_bank_account)),
    };
  }

  return {
    kind: 'gocardless',
    async createRedirectFlow(request) {
      try {
        const prefilled = request.prefilledCustomer;
        const flow = await client.redirectFlows.create(
          {
            description: request.description,
            session_token: request.sessionToken,
            success_redirect_url: request.successUrl,
            scheme: 'bacs',
            ...(prefilled
              ? {
                  prefilled_customer: {
                    ...(prefilled.email ? { email: prefilled.email } : {}),
                    ...(prefilled.givenName ? { given_name: prefilled.givenName } : {}),
                    ...(prefilled.familyName ? { family_name: prefilled.familyName } : {}),
                  },
                }
              : {}),
          } as never,
          request.idempotencyKey,
        );
        if (!flow.id || !flow.redirect_url) {
          throw new Error('the redirect flow came back without its id or URL');
        }
        return { id: flow.id, redirectUrl: flow.redirect_url };
      } catch (error) {
        failure(error, 'start a Direct Debit set-up');
      }
    },

    async completeRedirectFlow(request) {
      let flow: { links?: { mandate?: string } };
      try {
        // The SDK sends its own key on this call; completing twice answers the same flow.
        flow = await client.redirectFlows.complete(request.flowId, {
          session_token: request.sessionToken,
        });
      } catch (error) {
        const code = (error as { errors?: { reason?: string }[] }).errors?.[0]?.reason;
        if (code !== 'redirect_flow_already_completed') failure(error, 'complete the mandate');
        flow = await client.redirectFlows.find(request.flowId);
      }
      try {
        const mandateId = flow.links?.mandate;
        if (!mandateId) throw new Error('the completed flow names no mandate');
        return await mandateOf(await client.mandates.find(mandateId));
      } catch (error) {
        failure(error, 'read the mandate');
      }
    },

    async listMandates({ customerId }) {
      try {
        const page = await client.mandates.list({ customer: customerId });
        return await Promise.all((page.mandates ?? []).map((mandate) => mandateOf(mandate)));
      } catch (error) {
        failure(error, 'list the mandates');
      }
    },

    async cancelMandate({ mandateId }) {
      try {
        return await mandateOf(await client.mandates.cancel(mandateId, {}));
      } catch (error) {
        // GoCardless refuses to cancel a mandate that is cancelled (or failed, expired) already:
        // that is the outcome asked for, so a retry after a crash answers the mandate as it is.
        let mandate: Mandate;
        try {
          mandate = await mandateOf(await client.mandates.find(mandateId));
        } catch {
          failure(error, 'cancel the mandate');
        }
        if (mandate.status !== 'CANCELLED') failure(error, 'cancel the mandate');
        return mandate;
      }
    },

    async createPayment(request) {
      try {
        const payment = await client.payments.create(
          {
            amount: String(request.amountPence),
            currency: 'GBP',
            description: request.description,
            links: { mandate: request.mandateId },
            ...(request.chargeDate ? { charge_date: request.chargeDate } : {}),
            ...(request.metadata ? { metadata: request.metadata } : {}),
          } as never,
          request.idempotencyKey,
        );
        return {
          id: payment.id ?? '',
          mandateId: payment.links?.mandate ?? request.mandateId,
          amountPence: Number(payment.amount ?? request.amountPence),
          chargeDate: payment.charge_date ?? '',
          status: payment.status ?? 'pending_submission',
        };
      } catch (error) {
        failure(error, 'create the payment');
      }
    },

    async refund(request) {
      const answer = (refund: GoCardlessRefund) => ({
        id: refund.id ?? '',
        paymentId: refund.links?.payment ?? request.paymentId,
        amountPence: Number(refund.amount ?? request.amountPence),
        status: refund.status ?? 'created',
      });
      try {
        // The SDK answers a repeated key with the refund the first request made (it reads the
        // conflicting resource GoCardless names), so a retry after a crash refunds once.
        const refund = await client.refunds.create(
          {
            amount: request.amountPence,
            total_amount_confirmation: request.totalRefundedPence,
            links: { payment: request.paymentId },
            metadata: { ...request.metadata, [REFUND_KEY_METADATA]: request.idempotencyKey },
          },
          request.idempotencyKey,
        );
        if (!refund.id) throw new Error('the refund came back without its id');
        return answer(refund);
      } catch (error) {
        // GoCardless may judge the total before the key: a retry of a refund it made (its answer
        // lost) then fails the total check. The refund that carries our key is the answer.
        const reason = (error as { errors?: { reason?: string }[] }).errors?.[0]?.reason;
        if (reason === 'total_amount_confirmation_invalid') {
          const made = await refundCarryingKey(request.paymentId, request.idempotencyKey);
          if (made) return answer(made);
        }
        refusalOr(error, 'refund the payment');
      }
    },

    async parseWebhook(rawBody, signature) {
      return readGoCardlessWebhook(rawBody, signature, options.webhookSecret);
    },
  };
}

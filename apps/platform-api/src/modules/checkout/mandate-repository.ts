import type { Sql } from '../../db/database';
import type { Mandate } from '../../integrations/payments/direct-debit';

/** A redirect flow the platform opened for a customer. */
export type CheckoutFlow = {
  flowId: string;
  ownerUserId: string;
  sessionToken: string;
  /** The proposal whose checkout opened it, or null (a mandate for an existing policy). */
  proposalId: string | null;
  checkoutMethod: 'DIRECT_DEBIT' | 'DUAL' | null;
  /** The account a billing tab opened it for, or null (a checkout's, or one opened before 0017). */
  accountId: string | null;
};

export async function insertCheckoutFlow(sql: Sql, flow: CheckoutFlow, now: Date): Promise<void> {
  await sql.query(
    `INSERT INTO checkout_flows (flow_id, owner_user_id, session_token, proposal_id,
       checkout_method, customer_account_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (flow_id) DO NOTHING`,
    [
      flow.flowId,
      flow.ownerUserId,
      flow.sessionToken,
      flow.proposalId,
      flow.checkoutMethod,
      flow.accountId,
      now,
    ],
  );
}

export async function findCheckoutFlow(sql: Sql, flowId: string): Promise<CheckoutFlow | null> {
  const [row] = await sql.query<{
    flow_id: string;
    owner_user_id: string;
    session_token: string;
    proposal_id: string | null;
    checkout_method: CheckoutFlow['checkoutMethod'];
    customer_account_id: string | null;
  }>('SELECT * FROM checkout_flows WHERE flow_id = $1', [flowId]);
  return row
    ? {
        flowId: row.flow_id,
        ownerUserId: row.owner_user_id,
        sessionToken: row.session_token,
        proposalId: row.proposal_id,
        checkoutMethod: row.checkout_method,
        accountId: row.customer_account_id,
      }
    : null;
}

/** A mandate a customer completed, as the platform keeps it between the flow and the bind. */
export type StoredMandate = Mandate & { ownerUserId: string; proposalId: string | null };

type MandateRow = {
  mandate_id: string;
  owner_user_id: string;
  provider_customer_id: string;
  proposal_id: string | null;
  status: Mandate['status'];
  bank_name: string | null;
  account_number_ending: string | null;
  created_at: Date | string;
};

function fromRow(row: MandateRow): StoredMandate {
  return {
    id: row.mandate_id,
    customerId: row.provider_customer_id,
    status: row.status,
    providerStatus: row.status.toLowerCase(),
    reference: null,
    bankName: row.bank_name,
    accountNumberEnding: row.account_number_ending,
    createdAt: new Date(row.created_at).toISOString(),
    ownerUserId: row.owner_user_id,
    proposalId: row.proposal_id,
  };
}

/** Keeps a completed mandate, once; completing the flow again changes nothing. */
export async function saveCheckoutMandate(
  sql: Sql,
  mandate: Mandate,
  owner: { ownerUserId: string; proposalId: string | null },
  now: Date,
): Promise<void> {
  await sql.query(
    `INSERT INTO checkout_mandates (mandate_id, owner_user_id, provider_customer_id, proposal_id,
       status, bank_name, account_number_ending, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (mandate_id) DO NOTHING`,
    [
      mandate.id,
      owner.ownerUserId,
      mandate.customerId,
      owner.proposalId,
      mandate.status,
      mandate.bankName,
      mandate.accountNumberEnding,
      now,
    ],
  );
}

/**
 * A mandate's new status (its webhook), in our copy and on any payment method made from it. A
 * cancelled (or failed) mandate stays cancelled: webhooks come out of order, and a late "active"
 * must not make a dead mandate look usable to the next collection. (The platform does not act on
 * GoCardless's `reinstated`, the one way back.)
 */
export async function setMandateStatus(
  sql: Sql,
  mandateId: string,
  status: Mandate['status'],
): Promise<void> {
  await sql.query(
    `UPDATE checkout_mandates SET status = $2 WHERE mandate_id = $1 AND status <> 'CANCELLED'`,
    [mandateId, status],
  );
  await sql.query(
    `UPDATE payment_methods SET mandate_status = $2 WHERE provider = 'GOCARDLESS'
      AND provider_reference = $1 AND mandate_status IS DISTINCT FROM 'CANCELLED'`,
    [mandateId, status],
  );
}

export async function findCheckoutMandate(
  sql: Sql,
  mandateId: string,
): Promise<StoredMandate | null> {
  const [row] = await sql.query<MandateRow>(
    'SELECT * FROM checkout_mandates WHERE mandate_id = $1',
    [mandateId],
  );
  return row ? fromRow(row) : null;
}

/** The mandates of a customer, newest first; of one proposal when `proposalId` is given. */
export async function listCheckoutMandates(
  sql: Sql,
  ownerUserId: string,
  proposalId?: string,
): Promise<StoredMandate[]> {
  const rows = await sql.query<MandateRow>(
    `SELECT * FROM checkout_mandates WHERE owner_user_id = $1
        AND ($2::text IS NULL OR proposal_id = $2)
      ORDER BY created_at DESC, mandate_id`,
    [ownerUserId, proposalId ?? null],
  );
  return rows.map(fromRow);
}

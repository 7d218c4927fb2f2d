import type { Sql } from '../../db/database';
import type { QuotedResult } from './renewal-price-cap';

/** A rated quote as stored: the engine's whole result, and when it stops being valid. */
export type StoredQuote = {
  id: string;
  proposalId: string;
  ratedAt: string;
  validUntil: string;
  result: QuotedResult;
};

/** Stores a quote and its price options (one row per schedule, cover group and code), in one statement. */
export async function insertQuote(db: Sql, quote: StoredQuote): Promise<void> {
  const { result } = quote;
  const options = result.availablePaymentSchedules.flatMap((schedule) =>
    schedule.priceOptions.map((option) => ({
      schedule_type: schedule.type,
      cover_group: option.coverGroup,
      code: option.code,
      premium_pence: Math.round(option.premium * 100),
      tax_pence: Math.round(option.taxAmount * 100),
      active: option.active,
    })),
  );
  // One round trip: the quote and its options together (a rating saves in few statements).
  await db.query(
    `WITH saved AS (
       INSERT INTO quotes (id, proposal_id, rated_at, valid_until, tables_version, rating_status,
         referral_reasons, annual_premium_pence, ipt_pence, result)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id
     )
     INSERT INTO price_options (quote_id, schedule_type, cover_group, code, premium_pence, tax_pence, active)
     SELECT saved.id, o.schedule_type, o.cover_group, o.code, o.premium_pence, o.tax_pence, o.active
       FROM saved, jsonb_to_recordset($11::jsonb) AS o(schedule_type text, cover_group text,
         code text, premium_pence integer, tax_pence integer, active boolean)`,
    [
      quote.id,
      quote.proposalId,
      quote.ratedAt,
      quote.validUntil,
      result.tablesVersion,
      result.ratingStatus,
      JSON.stringify(result.referralReasons),
      result.annualPremiumPence,
      result.iptPence,
      JSON.stringify(result),
      JSON.stringify(options),
    ],
  );
}

/** The quote with this id, or null. */
export async function findQuote(db: Sql, id: string): Promise<StoredQuote | null> {
  const [row] = await db.query<{
    id: string;
    proposal_id: string;
    rated_at: Date;
    valid_until: Date;
    result: QuotedResult | string;
  }>('SELECT id, proposal_id, rated_at, valid_until, result FROM quotes WHERE id = $1', [id]);
  if (!row) return null;
  return {
    id: row.id,
    proposalId: row.proposal_id,
    ratedAt: new Date(row.rated_at).toISOString(),
    validUntil: new Date(row.valid_until).toISOString(),
    result: typeof row.result === 'string' ? JSON.parse(row.result) : row.result,
  };
}

import type { Sql } from '../../db/database';
import type { RatingResult } from '../rating/rate';

/** A rated quote as stored: the engine's whole result, and when it stops being valid. */
export type StoredQuote = {
  id: string;
  proposalId: string;
  ratedAt: string;
  validUntil: string;
  result: RatingResult;
};

/** Stores a quote and its price options (one row per schedule, cover group and code). */
export async function insertQuote(db: Sql, quote: StoredQuote): Promise<void> {
  const { result } = quote;
  await db.query(
    `INSERT INTO quotes (id, proposal_id, rated_at, valid_until, tables_version, rating_status,
       referral_reasons, annual_premium_pence, ipt_pence, result)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
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
    ],
  );
  const rows = result.availablePaymentSchedules.flatMap((schedule) =>
    schedule.priceOptions.map((option) => [
      quote.id,
      schedule.type,
      option.coverGroup,
      option.code,
      Math.round(option.premium * 100),
      Math.round(option.taxAmount * 100),
      option.active,
    ]),
  );
  if (rows.length === 0) return;
  // One statement for every option: a rating saves in a fixed number of round trips.
  const values = rows.map(
    (_, r) => `(${Array.from({ length: 7 }, (__, c) => `$${r * 7 + c + 1}`).join(', ')})`,
  );
  await db.query(
    `INSERT INTO price_options (quote_id, schedule_type, cover_group, code, premium_pence, tax_pence, active)
     VALUES ${values.join(', ')}`,
    rows.flat(),
  );
}

/** The quote with this id, or null. */
export async function findQuote(db: Sql, id: string): Promise<StoredQuote | null> {
  const [row] = await db.query<{
    id: string;
    proposal_id: string;
    rated_at: Date;
    valid_until: Date;
    result: RatingResult | string;
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

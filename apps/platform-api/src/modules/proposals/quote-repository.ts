import type { Sql } from '../../db/database';
import type { QuotedResult } from './renewal-price-cap';

/**
 * A rated quote as stored: the engine's whole result (its payment schedules and their price
 * options included), and when it stops being valid.
 */
export type StoredQuote = {
  id: string;
  proposalId: string;
  ratedAt: string;
  validUntil: string;
  result: QuotedResult;
};

/** A StoredQuote as a query answers it (JSON's dates may come back in another ISO form). */
export type StoredQuoteJson = Omit<StoredQuote, 'ratedAt' | 'validUntil'> & {
  ratedAt: string | Date;
  validUntil: string | Date;
};

/**
 * The SQL of the quote whose id is the expression `id`, as one jsonb column `quote`: a quote a
 * proposal's save rated is held in its version row (migration 0027); the quotes rated before that,
 * and a policy adjustment's, are rows of `quotes`.
 */
export function quoteById(id: string): string {
  return `SELECT v.quote FROM proposal_versions v WHERE v.quote_id = ${id} AND v.quote IS NOT NULL
          UNION ALL
          SELECT jsonb_build_object('id', q.id, 'proposalId', q.proposal_id, 'ratedAt', q.rated_at,
                   'validUntil', q.valid_until, 'result', q.result) AS quote
            FROM quotes q WHERE q.id = ${id}
          LIMIT 1`;
}

/** The StoredQuote of a quote column, or null. */
export function storedQuoteOf(
  json: StoredQuoteJson | string | null | undefined,
): StoredQuote | null {
  if (!json) return null;
  const quote: StoredQuoteJson = typeof json === 'string' ? JSON.parse(json) : json;
  return {
    id: quote.id,
    proposalId: quote.proposalId,
    ratedAt: new Date(quote.ratedAt).toISOString(),
    validUntil: new Date(quote.validUntil).toISOString(),
    result: quote.result,
  };
}

/**
 * Stores a quote that no proposal's save holds (a policy adjustment's): a proposal's rated save
 * keeps its quote in its version row instead (updateProposal).
 */
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
}

/** The quote with this id, wherever it is held, or null. */
export async function findQuote(db: Sql, id: string): Promise<StoredQuote | null> {
  const [row] = await db.query<{ quote: StoredQuoteJson | string }>(quoteById('$1'), [id]);
  return storedQuoteOf(row?.quote);
}

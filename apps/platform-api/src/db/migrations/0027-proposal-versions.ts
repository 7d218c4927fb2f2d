import type { Migration } from './index';

/**
 * A proposal's saves as appends (issue 20, ADR 0054): each save of its answers is one row of
 * proposal_versions keyed by (proposal_id, version). The key is the optimistic lock: two saves
 * made from the same version both try to append the next one and exactly one can. A rated save
 * holds its quote in the same row, the price options inside it (the engine's result lists them
 * per schedule), so a rating writes one row where it wrote a quote and eight price-option rows.
 * `proposals` stays the current view every reader queries, moved in the same statement as the
 * append.
 * - Existing proposals get their current version as a row (its quote stays in `quotes`, which
 *   keeps the quotes rated before this migration and the adjustments' quotes).
 * - price_options goes: each of its rows repeated the result of its quote, which every reader
 *   already reads.
 * - policy_versions.quote_id no longer references quotes: a version bought from a proposal names
 *   a quote held in proposal_versions (findQuote reads both).
 */
export const PROPOSAL_VERSIONS: Migration = {
  id: '0027-proposal-versions',
  statements: [
    `CREATE TABLE proposal_versions (
       proposal_id text NOT NULL REFERENCES proposals (id),
       version integer NOT NULL,
       saved_at timestamptz NOT NULL,
       status text NOT NULL,
       data jsonb NOT NULL,
       payment_schedule text,
       voluntary_excess integer NOT NULL,
       optional_covers text[] NOT NULL,
       quote_id text,
       quote jsonb,
       PRIMARY KEY (proposal_id, version)
     )`,
    // A quote rated by a save is found by its id (binding, checkout, the policy page).
    `CREATE UNIQUE INDEX proposal_versions_quote ON proposal_versions (quote_id)
       WHERE quote IS NOT NULL`,
    `INSERT INTO proposal_versions (proposal_id, version, saved_at, status, data, payment_schedule,
       voluntary_excess, optional_covers, quote_id, quote)
     SELECT id, version, updated_at, status, data, payment_schedule, voluntary_excess,
            optional_covers, current_quote_id, NULL
       FROM proposals`,
    'DROP TABLE price_options',
    'ALTER TABLE policy_versions DROP CONSTRAINT policy_versions_quote_id_fkey',
  ],
};

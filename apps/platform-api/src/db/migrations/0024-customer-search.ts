import type { Migration } from './index';

/**
 * The agents' customer search (issue 19, ADR 0044): every kind of match is an index lookup, so a
 * search stays fast with a million customers.
 * - pg_trgm and fuzzystrmatch, both trusted extensions (a database owner may create them; PGlite
 *   loads them as contrib modules, db/pglite-database.ts): trigram GIN indexes answer a name's
 *   prefix (LIKE 'smi%') and its near spellings (%), a soundex index its misspelt surname
 *   ("Smtih" is Smith's S530).
 * - search_key and search_phone: the one definition of how a stored registration, postcode or
 *   policy number, and a phone number, are compared; the indexes hold them and the search applies
 *   the same function to what the agent typed.
 * - Customers (policyholders) and the answers of live proposals (a signed-in customer with a
 *   saved quote has no customers row) are indexed alike; the current policy version's car by its
 *   registration; policies by their number and the number's digits; customer users by their
 *   sign-in email; an agent's views of a customer (audit_log) by the customer viewed.
 */
export const CUSTOMER_SEARCH: Migration = {
  id: '0024-customer-search',
  statements: [
    'CREATE EXTENSION IF NOT EXISTS pg_trgm',
    'CREATE EXTENSION IF NOT EXISTS fuzzystrmatch',
    `CREATE FUNCTION search_key(value text) RETURNS text
       LANGUAGE sql IMMUTABLE PARALLEL SAFE
       AS $$ SELECT upper(regexp_replace(value, '[^A-Za-z0-9]', '', 'g')) $$`,
    // A leading +44 or 0044 (with an optional "(0)") is the UK's trunk 0; then digits only.
    `CREATE FUNCTION search_phone(value text) RETURNS text
       LANGUAGE sql IMMUTABLE PARALLEL SAFE
       AS $$ SELECT regexp_replace(
         regexp_replace(value, '^\\s*(\\+|00)\\s*44\\s*(\\(0\\))?', '0'), '[^0-9]', '', 'g') $$`,

    'CREATE INDEX customers_search_last_name ON customers USING gin (lower(last_name) gin_trgm_ops)',
    'CREATE INDEX customers_search_first_name ON customers USING gin (lower(first_name) gin_trgm_ops)',
    'CREATE INDEX customers_search_last_name_sound ON customers (soundex(last_name))',
    'CREATE INDEX customers_search_email ON customers (lower(email))',
    'CREATE INDEX customers_search_phone ON customers (search_phone(phone))',
    `CREATE INDEX customers_search_postcode ON customers (search_key(address ->> 'postalCode'))`,
    'CREATE INDEX customers_search_date_of_birth ON customers (date_of_birth)',

    `CREATE INDEX proposals_search_last_name ON proposals
       USING gin (lower(data #>> '{policyholder,name,lastName}') gin_trgm_ops) WHERE deleted_at IS NULL`,
    `CREATE INDEX proposals_search_first_name ON proposals
       USING gin (lower(data #>> '{policyholder,name,firstName}') gin_trgm_ops) WHERE deleted_at IS NULL`,
    `CREATE INDEX proposals_search_last_name_sound ON proposals
       (soundex(data #>> '{policyholder,name,lastName}')) WHERE deleted_at IS NULL`,
    `CREATE INDEX proposals_search_email ON proposals
       (lower(data #>> '{policyholder,email}')) WHERE deleted_at IS NULL`,
    `CREATE INDEX proposals_search_phone ON proposals
       (search_phone(data #>> '{policyholder,phone}')) WHERE deleted_at IS NULL`,
    `CREATE INDEX proposals_search_postcode ON proposals
       (search_key(data #>> '{policyholder,address,postalCode}')) WHERE deleted_at IS NULL`,
    `CREATE INDEX proposals_search_date_of_birth ON proposals
       ((data #>> '{policyholder,dateOfBirth}')) WHERE deleted_at IS NULL`,
    `CREATE INDEX proposals_search_registration ON proposals
       (search_key(data #>> '{vehicle,vrn}')) WHERE deleted_at IS NULL`,

    'CREATE INDEX policies_search_number ON policies (search_key(policy_number))',
    `CREATE INDEX policies_search_number_digits ON policies (substring(policy_number from '[0-9]+$'))`,
    `CREATE INDEX policy_versions_search_registration ON policy_versions
       (search_key(data #>> '{vehicle,vrn}'))`,
    `CREATE INDEX users_search_email ON users (lower(email)) WHERE kind = 'customer'`,
    `CREATE INDEX audit_log_customer_views ON audit_log (target, at)
       WHERE action = 'customer.view'`,
  ],
};

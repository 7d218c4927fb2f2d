import type { Migration } from './index';

/**
 * Emails that must not be lost (the policy confirmation): written in the transaction that makes
 * the fact they tell, then sent by the email delivery job until the sender accepts them. The
 * dedupe key makes a repeated write of the same email one row.
 */
export const QUEUED_EMAILS: Migration = {
  id: '0013-queued-emails',
  statements: [
    `CREATE TABLE queued_emails (
       id text PRIMARY KEY,
       dedupe_key text NOT NULL UNIQUE,
       recipient text NOT NULL,
       subject text NOT NULL,
       text_body text NOT NULL,
       created_at timestamptz NOT NULL,
       attempts integer NOT NULL DEFAULT 0,
       next_attempt_at timestamptz NOT NULL,
       sent_at timestamptz,
       last_error text
     )`,
    'CREATE INDEX queued_emails_due ON queued_emails (next_attempt_at) WHERE sent_at IS NULL',
  ],
};

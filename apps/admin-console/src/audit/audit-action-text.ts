import { auditActionKey } from '@brand/config';
import type { TFunction } from 'i18next';

/**
 * What an agent did, in words, with what it was done to: "Made a call while acting for the
 * customer: GET /api/policies/:id". A target that is the customer (a view of their record) is
 * left out, as the row names them already; an action this console has no words for shows its code.
 */
export function auditActionText(
  t: TFunction,
  entry: { action: string; target: string | null },
  customerUserId: string | null,
): string {
  const key = auditActionKey(entry.action);
  const said = key ? t(key) : t('admin.audit.unknownAction', { action: entry.action });
  return entry.target && entry.target !== customerUserId ? `${said}: ${entry.target}` : said;
}

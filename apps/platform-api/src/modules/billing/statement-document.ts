import type { Principal } from '../../http/principal';
import { notFound } from '../../http/problem';
import type { PlatformContext } from '../../platform-context';
import { loadStatementSummaries } from './account-statements';
import { findCustomerAccount } from './customer-account-repository';
import { getOwnAccount } from './customer-account-service';
import { renderStatementPdf, statementFileName } from './statement-pdf';

/** How long a statement link works: long enough to open, too short to pass around. */
export const STATEMENT_LINK_TTL_SECONDS = 5 * 60;
/** The link tokens' purpose (their audience): no document's or other token passes as one. */
const LINK_PURPOSE = 'statements';

/**
 * GET /customerAccounts/{id}/statements/{statementId}/document: a short-lived signed link to the
 * statement's PDF, through the statements route's access (the owner, or an agent acting for
 * them; another's account answers 404). Nothing is stored: the link names the statement, and
 * the file route draws it as it stands when opened, so the PDF never disagrees with the tab.
 */
export async function openStatementDocument(
  context: PlatformContext,
  principal: Principal,
  accountId: string,
  statementId: string,
): Promise<{ fileName: string; location: string }> {
  const account = await getOwnAccount(context, principal, accountId);
  const statement = (await loadStatementSummaries(context.db, account.id)).find(
    (candidate) => candidate.id === statementId,
  );
  if (!statement) throw notFound('Statement');
  const fileName = statementFileName(account.policy.policyNumber, statement.statementNumber);
  const token = await context.tokens.issueLink(
    LINK_PURPOSE,
    { a: account.id, s: statement.id, f: fileName },
    STATEMENT_LINK_TTL_SECONDS,
  );
  return {
    fileName,
    location: `${context.publicUrl}/api/billing/statements/files/${encodeURIComponent(fileName)}?link=${token}`,
  };
}

/** The PDF a statement link opens, or null when the link is forged, expired or names nothing. */
export async function statementDocumentFile(
  context: PlatformContext,
  token: string,
  fileName: string,
): Promise<{ body: Buffer; fileName: string } | null> {
  const claims = await context.tokens.verifyLink(LINK_PURPOSE, token);
  if (
    !claims ||
    typeof claims.a !== 'string' ||
    typeof claims.s !== 'string' ||
    claims.f !== fileName
  ) {
    return null;
  }
  const account = await findCustomerAccount(context.db, claims.a);
  if (!account) return null;
  const statement = (await loadStatementSummaries(context.db, account.id)).find(
    (candidate) => candidate.id === claims.s,
  );
  if (!statement) return null;
  return { body: await renderStatementPdf(account, statement, context.brand), fileName };
}

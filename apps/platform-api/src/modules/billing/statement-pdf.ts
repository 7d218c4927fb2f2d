import { formatCoverDay, formatGBP } from '@brand/domain';
import { textOf } from '../../http/texts';
import { renderPdf } from '../../shared/pdf/pdf-writer';
import type { CustomerAccountRecord } from './customer-account-repository';
import type { LedgerTransaction } from './ledger-transaction';
import type { StatementSummary } from './statement-summary';

/**
 * The statement's number as customers count it, as the billing tab shows it: the first payment's
 * statement (number 0) is Statement 1.
 */
export function statementNumberShown(statementNumber: number): number {
  return statementNumber + 1;
}

/** The statement PDF's file name: the policy number and the statement's number as shown. */
export function statementFileName(policyNumber: string, statementNumber: number): string {
  return `${policyNumber}-statement-${statementNumberShown(statementNumber)}.pdf`;
}

const day = (iso: string | null | undefined): string => (iso ? formatCoverDay(iso) : '');

/**
 * A line item's text as the billing tab shows it (BillingStatement's lineItemText): its own key's
 * text, else its type's name; with the card or bank that paid it. Texts from the same en-GB set.
 */
export function lineItemDescription(line: LedgerTransaction): string {
  const described = textOf(line.descriptionKey, { value: line.descriptionValue ?? '' });
  const text =
    described === line.descriptionKey ? textOf(`enums.ledgerTypes.${line.kind}`) : described;
  const status =
    line.status === 'POSTED' ? '' : ` (${textOf(`billing.lineItemStatuses.${line.status}`)})`;
  const method = line.paymentMethodDescription ? ` (${line.paymentMethodDescription})` : '';
  return `${text}${method}${status}`;
}

/**
 * One statement as a PDF: the figures of the statements route (pence shown with formatGBP, as the
 * billing tab shows them) and its days in London time. Drawn from the statement as it stands, so
 * a payment settling since shows in the next download; the bytes depend only on the statement.
 */
export function renderStatementPdf(
  account: CustomerAccountRecord,
  statement: StatementSummary,
  author: string,
): Promise<Buffer> {
  const { policyNumber } = account.policy;
  const period = statement.servicePeriod;
  const number = statementNumberShown(statement.statementNumber);
  return renderPdf(
    {
      title: `Statement ${number} of policy ${policyNumber}`,
      createdAt: new Date(statement.createdAt),
      author,
    },
    (page) => {
      page.title(`Statement ${number}`);
      page.rows([
        ['Policy number', policyNumber],
        ['Account', account.accountCode],
        ['Statement date', day(statement.createdAt)],
        ['Service period', period ? `${day(period.start)} to ${day(period.end)}` : 'None'],
        ['Status', textOf(`enums.paymentStatuses.${statement.status}`)],
        ['Payment due', day(statement.paymentDueAt)],
      ]);
      page.heading('Balances');
      page.rows([
        ['Brought forward', formatGBP(statement.broughtForwardBalance)],
        ["This statement's charges", formatGBP(statement.subtotalBalance)],
        ['Statement balance', formatGBP(statement.statementBalance)],
        ['Carried forward', formatGBP(statement.carriedForwardBalance)],
        ['Amount outstanding', formatGBP(statement.amountOutstanding)],
      ]);
      page.heading('Items');
      if (statement.lineItems.length === 0) {
        page.paragraph('There are no items on this statement.');
        return;
      }
      page.table(
        [
          { header: 'Date', share: 0.18 },
          { header: 'Type', share: 0.16 },
          { header: 'Description', share: 0.28 },
          { header: 'Service period', share: 0.22 },
          { header: 'Amount', share: 0.16, align: 'right' },
        ],
        statement.lineItems.map((line) => [
          day(line.effectiveAt),
          textOf(`enums.ledgerTypes.${line.kind}`),
          lineItemDescription(line),
          line.servicePeriod
            ? `${day(line.servicePeriod.start)} to ${day(line.servicePeriod.end)}`
            : '',
          formatGBP(line.customerAmountPence),
        ]),
      );
      if (statement.final) page.paragraph('This is the final statement of this account.');
    },
  );
}

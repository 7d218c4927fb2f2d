// A statement on the billing tab (spec 001 §2 "Billing tab"): the latest one as a card with its
// payment message, earlier ones folded under their headings; each with its status, amounts and
// line items. Money arrives in pence (spec 001 §9).
import { formatGBP } from '@brand/domain';
import type { Translate } from '@brand/forms';
import {
  type BrandTheme,
  CollapsibleSection,
  DefinitionList,
  mq,
  Notification,
  StatusBadge,
  TransactionTable,
} from '@brand/ui';
import styled from '@emotion/styled';
import { useId } from 'react';
import { longDate } from '../shared/proposal-model';
import { useTexts } from '../shared/texts';
import { statementMessageOf, statementMessageTone } from './billing-view';
import type { LineItem, Statement } from './billingApi';
import { StatementPdfButton } from './StatementPdfButton';
import { StatementStatus } from './StatementStatus';

const dayOf = (iso: string | null) => (iso ? longDate(iso) : '');

const Card = styled.article(({ theme }) => {
  const { space, colors, radii } = theme as BrandTheme;
  return `
  display: grid;
  gap: ${space.md}px;
  min-width: 0;
  padding: ${space.md}px;
  border: 1px solid ${colors.borderSubtle};
  border-radius: ${radii.md}px;
  background: ${colors.background};
  ${mq('xs')} { padding: ${space.lg}px; }
`;
});

const CardTop = styled.div(({ theme }) => {
  const { space, typeScale } = theme as BrandTheme;
  return `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs}px ${space.md}px;
  h3 {
    margin: 0;
    font-size: ${typeScale.h3.fontSize}px;
    line-height: ${typeScale.h3.lineHeight}px;
  }
`;
});

const Folded = styled.div(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `display: grid; gap: ${space.md}px; min-width: 0;`;
});

const SummaryLine = styled.span(({ theme }) => {
  const { space } = theme as BrandTheme;
  return `
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xxs}px ${space.xs}px;
`;
});

/** The line item's text: its own key's text, else its type's; with the card or bank it used. */
export function lineItemText(item: LineItem, t: Translate): string {
  const described = t(item.descriptionKey, { value: item.descriptionValue ?? '' });
  const text = described === item.descriptionKey ? t(`enums.ledgerTypes.${item.type}`) : described;
  return item.paymentMethodDescription ? `${text} (${item.paymentMethodDescription})` : text;
}

function LineItems({ statement, number }: { statement: Statement; number: number }) {
  const t = useTexts();
  return (
    <TransactionTable
      caption={t('billing.statements.items', { number })}
      columnLabels={{
        date: t('billing.statements.columns.date'),
        description: t('billing.statements.columns.description'),
        amount: t('billing.statements.columns.amount'),
      }}
      creditLabel={t('billing.statements.credit')}
      emptyText={t('billing.statements.noItems')}
      rows={statement.lineItems.map((item) => ({
        id: item.lineItemId,
        date: dayOf(item.effectiveAt),
        description:
          // A posted item is the normal case; one still pending or failed says so in words.
          item.status === 'POSTED' ? (
            lineItemText(item, t)
          ) : (
            <>
              {lineItemText(item, t)}{' '}
              <StatusBadge tone={item.status === 'FAILED' ? 'critical' : 'info'} withIcon>
                {t(`billing.lineItemStatuses.${item.status}`)}
              </StatusBadge>
            </>
          ),
        amount: item.amount,
        // A failed payment never arrived: it must not read as money received.
        notCounted: item.status === 'FAILED',
      }))}
    />
  );
}

function StatementFacts({ statement }: { statement: Statement }) {
  const t = useTexts();
  const period =
    statement.servicePeriodStart && statement.servicePeriodEnd
      ? [
          {
            id: 'period',
            term: t('billing.statements.periodLabel'),
            description: t('billing.statements.period', {
              start: dayOf(statement.servicePeriodStart),
              end: dayOf(statement.servicePeriodEnd),
            }),
          },
        ]
      : [];
  return (
    <DefinitionList
      rows={[
        ...period,
        {
          id: 'outstanding',
          term: t('billing.statements.outstanding'),
          description: formatGBP(statement.amountOutstanding),
        },
        {
          id: 'due',
          term: t('billing.statements.dueLabel'),
          description: dayOf(statement.paymentDueAt),
        },
      ]}
    />
  );
}

/** The statement's number as customers count: the first payment's statement (0) is Statement 1. */
export function statementNumberShown(statement: Pick<Statement, 'statementNumber'>): number {
  return statement.statementNumber + 1;
}

/** The newest statement: a card with its status, payment message, amounts and line items. */
/** Props of LatestStatement and PreviousStatement. */
export interface StatementProps {
  statement: Statement;
  /** The customer account the statement is on (its PDF is asked for by it). */
  accountId: string;
}

export function LatestStatement({ statement, accountId }: StatementProps) {
  const t = useTexts();
  const headingId = useId();
  const number = statementNumberShown(statement);
  const message = statementMessageOf(statement, longDate);
  return (
    <Card aria-labelledby={headingId}>
      <CardTop>
        <h3 id={headingId}>{t('billing.statements.number', { number })}</h3>
        <StatementStatus status={statement.status} />
      </CardTop>
      <Notification tone={statementMessageTone(statement, message)} announce={false}>
        <p>{t(message.key, message.params)}</p>
      </Notification>
      <StatementFacts statement={statement} />
      <LineItems statement={statement} number={number} />
      <StatementPdfButton accountId={accountId} statement={statement} number={number} />
    </Card>
  );
}

/** An earlier statement: its heading opens it; closed, it shows its status, amount and due date. */
export function PreviousStatement({ statement, accountId }: StatementProps) {
  const t = useTexts();
  const number = statementNumberShown(statement);
  return (
    <CollapsibleSection
      title={t('billing.statements.number', { number })}
      headingLevel={3}
      summary={
        <SummaryLine>
          <StatementStatus status={statement.status} />
          <span>
            {t('billing.statements.summary', {
              amount: formatGBP(statement.amountOutstanding),
              date: dayOf(statement.paymentDueAt),
            })}
          </span>
        </SummaryLine>
      }
    >
      <Folded>
        <StatementFacts statement={statement} />
        <LineItems statement={statement} number={number} />
        <StatementPdfButton accountId={accountId} statement={statement} number={number} />
      </Folded>
    </CollapsibleSection>
  );
}

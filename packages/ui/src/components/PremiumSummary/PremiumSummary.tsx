import { formatGBP, type Pence } from '@brand/domain';
import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../theme/theme';

/** One premium line (spec 002: header, previousAmount, currentAmount); amounts in pence. */
export interface PremiumLine {
  /** Stable key of the line. */
  id: string;
  /** What the amount is ('Monthly premium', 'Breakdown cover'). */
  header: ReactNode;
  /** The amount before a change (a promotion, an adjustment), shown struck through. */
  previousAmount?: Pence;
  /** The amount now. */
  currentAmount: Pence;
}

/** An extra line item under the premium lines ('Admin fee'). */
export interface PremiumLineItem {
  /** Stable key of the item. */
  id: string;
  /** What the amount is. */
  header: ReactNode;
  /** The amount in pence. */
  amount: Pence;
}

/** Extra premium information (spec 002: additionalLineItems, ipt). */
export interface PremiumExtraInfo {
  /** Further amounts listed under the premium lines. */
  additionalLineItems?: readonly PremiumLineItem[];
  /** The tax note ('Includes Insurance Premium Tax'); IPT is included in premiums, never added. */
  ipt?: ReactNode;
}

/** Props of PremiumSummary. */
export interface PremiumSummaryProps {
  /** The premium lines, in order. */
  lines: readonly PremiumLine[];
  /** Extra information: additional line items and the IPT note. */
  extra?: PremiumExtraInfo;
  /** The total line, shown last and in bold. */
  total?: PremiumLine;
  /** A heading over the summary ('Your premium'). */
  heading?: ReactNode;
  /** Level of that heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Visually hidden word read before a struck-through amount, since strike-through is not read out.
   * @default 'previously'
   */
  previouslyLabel?: string;
  /** Visually hidden word read before the current amount when a previous one is shown. @default 'now' */
  nowLabel?: string;
}

/**
 * Widest the breakdown grows (36rem, about 576px): each amount stays near its label on a desktop
 * page instead of sitting a full content width (~1,150px) away, which is hard to read across.
 */
export const PREMIUM_SUMMARY_MAX_WIDTH = '36rem';

const Root = styled.section(
  ({ theme }) => `
  max-width: ${PREMIUM_SUMMARY_MAX_WIDTH};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  color: ${theme.colors.text};
`,
);

const Heading = styled.h2(
  ({ theme }) => `
  margin: 0 0 ${theme.space.sm}px;
  font-size: ${theme.typeScale.h3.fontSize}px;
  line-height: ${theme.typeScale.h3.lineHeight}px;
`,
);

const List = styled.dl`
  margin: 0;
`;

const Row = styled.div<{ $total?: boolean }>(
  ({ theme, $total }) => `
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.xxs}px ${theme.space.md}px;
  padding: ${theme.space.xs}px 0;
  border-bottom: 1px solid ${theme.colors.borderSubtle};
  ${$total ? `border-bottom: 0; border-top: 2px solid ${theme.colors.text}; font-weight: ${theme.fontWeights.bold}; font-size: ${theme.typeScale.lead.fontSize}px; line-height: ${theme.typeScale.lead.lineHeight}px;` : ''}
  dt, dd { margin: 0; }
  dd { display: flex; gap: ${theme.space.xs}px; align-items: baseline; font-variant-numeric: tabular-nums; }
`,
);

const Previous = styled.s(
  ({ theme }) => `
  color: ${theme.colors.textSecondary};
  font-weight: ${theme.fontWeights.regular};
`,
);

const Note = styled.p(
  ({ theme }) => `
  margin: ${theme.space.xs}px 0 0;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.typeScale.small.fontSize}px;
  line-height: ${theme.typeScale.small.lineHeight}px;
`,
);

const Hidden = styled.span`
  ${visuallyHidden}
`;

interface AmountsProps {
  previousAmount?: Pence;
  currentAmount: Pence;
  previouslyLabel: string;
  nowLabel: string;
}

function Amounts({ previousAmount, currentAmount, previouslyLabel, nowLabel }: AmountsProps) {
  const hasPrevious = previousAmount !== undefined;
  return (
    <dd>
      {hasPrevious ? (
        <Previous data-amount="previous">
          <Hidden>{previouslyLabel} </Hidden>
          {formatGBP(previousAmount)}
        </Previous>
      ) : null}
      <span data-amount="current">
        {hasPrevious ? <Hidden>{nowLabel} </Hidden> : null}
        {formatGBP(currentAmount)}
      </span>
    </dd>
  );
}

/** Premium lines with any previous amount struck through, extra line items, the IPT note and a total. */
export function PremiumSummary({
  lines,
  extra,
  total,
  heading,
  headingLevel = 2,
  previouslyLabel = 'previously',
  nowLabel = 'now',
}: PremiumSummaryProps) {
  const labels = { previouslyLabel, nowLabel };
  const headingId = useId();
  return (
    <Root aria-labelledby={heading ? headingId : undefined}>
      {heading ? (
        <Heading id={headingId} as={`h${headingLevel}`}>
          {heading}
        </Heading>
      ) : null}
      <List>
        {lines.map((line) => (
          <Row key={line.id} data-line={line.id}>
            <dt>{line.header}</dt>
            <Amounts
              previousAmount={line.previousAmount}
              currentAmount={line.currentAmount}
              {...labels}
            />
          </Row>
        ))}
        {extra?.additionalLineItems?.map((item) => (
          <Row key={item.id} data-line={item.id}>
            <dt>{item.header}</dt>
            <Amounts currentAmount={item.amount} {...labels} />
          </Row>
        ))}
        {total ? (
          <Row $total data-line={total.id}>
            <dt>{total.header}</dt>
            <Amounts
              previousAmount={total.previousAmount}
              currentAmount={total.currentAmount}
              {...labels}
            />
          </Row>
        ) : null}
      </List>
      {extra?.ipt ? <Note>{extra.ipt}</Note> : null}
    </Root>
  );
}

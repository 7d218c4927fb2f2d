import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { focusRing, mq, visuallyHidden } from '../../theme/theme';
import { Button } from '../Button';
import { AppLink, type RenderLink } from '../PageFrame';

/** A row's change action: a link when it has `href`, otherwise a button. */
export interface DefinitionRowAction {
  /** The visible text ('Change'). */
  label: ReactNode;
  /**
   * Visually hidden words that say what changes ('date of birth'), so the action makes sense out of
   * context. Defaults to the row's term when that is a string.
   */
  visuallyHiddenText?: ReactNode;
  /** Where the action goes; it is then a link drawn by `renderLink`. */
  href?: string;
  /** Runs when pressed, when the action has no `href`. */
  onClick?: () => void;
}

/** One term and its description. */
export interface DefinitionRow {
  /** Stable key of the row. */
  id: string;
  /** The term ('Date of birth'). */
  term: ReactNode;
  /** The description ('14 March 1990'). */
  description: ReactNode;
  /** An optional change action for this row. */
  action?: DefinitionRowAction;
}

/** Props of DefinitionList. */
export interface DefinitionListProps {
  /** The rows, in order. */
  rows: readonly DefinitionRow[];
  /** Draws action links (pass react-router's Link here). @default a plain anchor */
  renderLink?: RenderLink;
}

// Stacked on small screens; term, description and action side by side from the sm breakpoint,
// where the list holds the columns and each row takes them as a subgrid: a row without an action
// then lines its description up with the rows that have one, instead of spreading into the
// action's empty column.
const List = styled.dl(
  ({ theme }) => `
  margin: 0;
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  color: ${theme.colors.text};
  ${mq('sm')} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.5fr) auto;
    column-gap: ${theme.space.md}px;
  }
`,
);

const Row = styled.div(
  ({ theme }) => `
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas: 'term action' 'description action';
  gap: ${theme.space.xxs}px ${theme.space.md}px;
  align-items: center;
  padding: ${theme.space.sm}px 0;
  border-bottom: 1px solid ${theme.colors.borderSubtle};
  ${mq('sm')} {
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
    grid-template-areas: 'term description action';
  }
`,
);

const Term = styled.dt(
  ({ theme }) => `
  grid-area: term;
  margin: 0;
  font-weight: ${theme.fontWeights.bold};
`,
);

const Description = styled.dd`
  grid-area: description;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Action = styled.dd(
  ({ theme }) => `
  grid-area: action;
  margin: 0;
  text-align: right;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.minTouchTarget}px;
    min-width: ${theme.minTouchTarget}px;
    padding-inline: ${theme.space.xxs}px;
    color: ${theme.colors.link};
    font-weight: ${theme.fontWeights.bold};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    &:hover { color: ${theme.colors.linkHover}; text-decoration-thickness: 3px; }
    &:focus-visible { ${focusRing} }
  }
`,
);

const Hidden = styled.span`
  ${visuallyHidden}
`;

function ActionControl({
  action,
  term,
  renderLink,
}: {
  action: DefinitionRowAction;
  term: ReactNode;
  renderLink: RenderLink | undefined;
}) {
  const context = action.visuallyHiddenText ?? (typeof term === 'string' ? term : null);
  const children = (
    <>
      {action.label}
      {context ? <Hidden> {context}</Hidden> : null}
    </>
  );
  if (action.href) {
    return (
      <AppLink href={action.href} renderLink={renderLink}>
        {children}
      </AppLink>
    );
  }
  return (
    <Button variant="link" onClick={action.onClick}>
      {children}
    </Button>
  );
}

/** Quote details as terms and descriptions, each row with an optional 'Change' action. */
export function DefinitionList({ rows, renderLink }: DefinitionListProps) {
  return (
    <List>
      {rows.map((row) => (
        <Row key={row.id} data-row={row.id}>
          <Term>{row.term}</Term>
          <Description>{row.description}</Description>
          {row.action ? (
            <Action>
              <ActionControl action={row.action} term={row.term} renderLink={renderLink} />
            </Action>
          ) : null}
        </Row>
      ))}
    </List>
  );
}

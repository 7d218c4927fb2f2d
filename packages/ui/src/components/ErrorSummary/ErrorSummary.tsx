import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { focusRing } from '../../theme/theme';
import { Button } from '../Button';
import { focusField } from './focus-field';

/** One error the summary lists: the field it belongs to and its message. */
export interface ErrorSummaryItem {
  /** Id of the field in error (for a group, its first control's id). */
  id: string;
  /** The field's error message. */
  message: string;
}

/** Props of ErrorSummary. */
export interface ErrorSummaryProps {
  /** How many questions are in error; nothing is shown at 0. */
  count: number;
  /** The summary text, or a function of the count, e.g. (n) => t('summary', { count: n }). */
  message: string | ((count: number) => string);
  /** Text of the action that takes the user to the first error, e.g. 'Show me'. */
  showMeLabel: string;
  /** The errors to list as links to their fields; no list when absent. */
  errors?: readonly ErrorSummaryItem[];
  /** Id of the field "show me" goes to. @default the first of `errors` */
  firstErrorId?: string;
  /** Focus the bar when it appears, so it is read at once. @default true */
  focusOnAppear?: boolean;
  /**
   * Changes on every refused submit (a form's submit count, say): the bar, already shown, takes
   * focus again so the refusal is announced once more. Needs `focusOnAppear`.
   */
  focusKey?: string | number;
  /** Runs after "show me" or a listed error has moved focus, with the field's id. */
  onShowMe?: (id: string) => void;
}

const Bar = styled.div(
  ({ theme }) => `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs}px ${theme.space.md}px;
  margin: 0 0 ${theme.space.lg}px;
  padding: ${theme.space.sm}px ${theme.space.md}px;
  border: 2px solid ${theme.tones.critical.border};
  border-left-width: 6px;
  background: ${theme.tones.critical.background};
  color: ${theme.tones.critical.foreground};
  &:focus { outline: none; }
  &:focus-visible { ${focusRing} }
`,
);

const Message = styled.p(
  ({ theme }) => `
  display: flex;
  align-items: center;
  gap: ${theme.space.xs}px;
  flex: 1 1 16rem;
  margin: 0;
  font-weight: ${theme.fontWeights.bold};
`,
);

const List = styled.ul(
  ({ theme }) => `
  flex: 1 0 100%;
  margin: 0;
  padding-left: ${theme.space.lg}px;
  a {
    color: ${theme.tones.critical.foreground};
    font-weight: ${theme.fontWeights.bold};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  a:hover { text-decoration-thickness: 3px; }
  a:focus-visible { ${focusRing} }
`,
);

const Icon = styled.svg`
  flex: none;
`;

function ErrorIcon() {
  return (
    <Icon width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 6.5v7" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="12" cy="17" r="1.5" fill="currentColor" />
    </Icon>
  );
}

/** The bar above a form with errors: how many questions to review, and a "show me" action to the first one. */
export function ErrorSummary({
  count,
  message,
  showMeLabel,
  errors,
  firstErrorId = errors?.[0]?.id,
  focusOnAppear = true,
  focusKey,
  onShowMe,
}: ErrorSummaryProps) {
  const bar = useRef<HTMLDivElement>(null);
  const visible = count > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger, not an input
  useEffect(() => {
    if (visible && focusOnAppear) bar.current?.focus();
  }, [visible, focusOnAppear, focusKey]);

  if (!visible) return null;
  const goTo = (id: string) => {
    if (focusField(id)) onShowMe?.(id);
  };
  return (
    <Bar ref={bar} role="alert" tabIndex={-1}>
      <Message>
        <ErrorIcon />
        <span>{typeof message === 'function' ? message(count) : message}</span>
      </Message>
      {firstErrorId ? (
        <Button variant="link" onClick={() => goTo(firstErrorId)}>
          {showMeLabel}
        </Button>
      ) : null}
      {errors && errors.length > 0 ? (
        <List>
          {errors.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  goTo(item.id);
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </List>
      ) : null}
    </Bar>
  );
}

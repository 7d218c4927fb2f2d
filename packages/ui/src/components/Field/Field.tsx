import styled from '@emotion/styled';
import { type FocusEvent, type ReactNode, useMemo } from 'react';
import { visuallyHidden } from '../../theme/theme';

/** The labelling every form control shares: its id, label, hint, error and required marker. */
export interface FieldBaseProps {
  /** Id of the control (for a group, of its first input); the label, hint and error ids derive from it. Error summaries link here. */
  id: string;
  /** The question: a label for one control, a legend for a group. */
  label: ReactNode;
  /** Help shown under the label and read after it (linked by `aria-describedby`). */
  hint?: ReactNode;
  /** The validation message; when present the control is marked invalid and the message is announced. */
  error?: ReactNode;
  /** Marks the question as required: shows `requiredMarker` as text after the label. @default false */
  required?: boolean;
  /** Text shown after the label when `required` (text, so the meaning never rests on colour). @default '(required)' */
  requiredMarker?: ReactNode;
  /** Visually hidden text read before the error message. @default 'Error:' */
  errorPrefix?: string;
  /** Hides the label visually (it is still read); only when the page shows the question another way. @default false */
  hideLabel?: boolean;
}

/** Called when focus leaves the control (for a group: leaves the whole group). */
export type FieldBlurHandler = (event: FocusEvent<HTMLElement>) => void;

/** The ids a field's parts use, all derived from the control's id. */
export interface FieldIds {
  /** The control's own id. */
  inputId: string;
  /** The label's (or legend's) id. */
  labelId: string;
  /** The hint's id. */
  hintId: string;
  /** The error message's id. */
  errorId: string;
  /** The `aria-describedby` value for the parts present (undefined when none). */
  describedBy: (parts: {
    hint?: ReactNode;
    error?: ReactNode;
    extra?: string;
  }) => string | undefined;
}

/** True when a hint or error is worth rendering (Formik gives '' or undefined for none). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Consistent label, hint and error ids for the control with this id. */
export function useFieldIds(id: string): FieldIds {
  return useMemo(() => {
    const hintId = `${id}-hint`;
    const errorId = `${id}-error`;
    return {
      inputId: id,
      labelId: `${id}-label`,
      hintId,
      errorId,
      describedBy: ({ hint, error, extra }) =>
        [hasContent(hint) ? hintId : null, hasContent(error) ? errorId : null, extra || null]
          .filter(Boolean)
          .join(' ') || undefined,
    };
  }, [id]);
}

/** The block around one field: spaced from the next, with an error bar down its side when invalid. */
export const FieldFrame = styled.div<{ $error: boolean }>(
  ({ theme, $error }) => `
  margin: 0 0 ${theme.space.lg}px;
  ${$error ? `padding-left: ${theme.space.md}px; border-left: 4px solid ${theme.colors.error};` : ''}
`,
);

const GroupWrapper = styled.fieldset<{ $error: boolean }>(
  ({ theme, $error }) => `
  min-width: 0;
  margin: 0 0 ${theme.space.lg}px;
  padding: 0;
  border: 0;
  ${$error ? `padding-left: ${theme.space.md}px; border-left: 4px solid ${theme.colors.error};` : ''}
`,
);

const labelText = ({ theme }: { theme: import('@emotion/react').Theme }) => `
  display: block;
  margin: 0 0 ${theme.space.xxs}px;
  padding: 0;
  color: ${theme.colors.text};
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  font-weight: ${theme.fontWeights.bold};
`;

const Label = styled.label<{ $hidden: boolean }>(
  (props) => `${labelText(props)} ${props.$hidden ? visuallyHidden : ''}`,
);

const Legend = styled.legend<{ $hidden: boolean }>(
  (props) =>
    `${labelText(props)} max-width: 100%; white-space: normal; ${props.$hidden ? visuallyHidden : ''}`,
);

const RequiredMarker = styled.span(
  ({ theme }) => `
  font-weight: ${theme.fontWeights.regular};
`,
);

const HintText = styled.div(
  ({ theme }) => `
  margin: 0 0 ${theme.space.xs}px;
  color: ${theme.colors.textSecondary};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
`,
);

const ErrorText = styled.p(
  ({ theme }) => `
  margin: 0 0 ${theme.space.xs}px;
  color: ${theme.colors.error};
  font-weight: ${theme.fontWeights.bold};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  white-space: pre-line;
`,
);

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Props of FieldHint. */
export interface FieldHintProps {
  /** The hint's id (from `useFieldIds`). */
  id: string;
  /** The hint text. */
  children: ReactNode;
}

/** A field's hint text; renders nothing without content. */
export function FieldHint({ id, children }: FieldHintProps) {
  return hasContent(children) ? <HintText id={id}>{children}</HintText> : null;
}

/** Props of FieldError. */
export interface FieldErrorProps {
  /** The message's id (from `useFieldIds`). */
  id: string;
  /** The validation message. */
  children: ReactNode;
  /** Visually hidden text read before the message. @default 'Error:' */
  prefix?: string;
}

/** A field's error message, announced as it appears; renders nothing without content. */
export function FieldError({ id, children, prefix = 'Error:' }: FieldErrorProps) {
  if (!hasContent(children)) return null;
  return (
    <ErrorText id={id} role="alert">
      <Hidden>{prefix} </Hidden>
      {children}
    </ErrorText>
  );
}

/** The label's text followed by the required marker (as text) when required. */
export function FieldLabelContent({
  label,
  required,
  requiredMarker,
}: Pick<FieldBaseProps, 'label' | 'required' | 'requiredMarker'>) {
  return (
    <>
      {label}
      {required && hasContent(requiredMarker) ? (
        <RequiredMarker> {requiredMarker}</RequiredMarker>
      ) : null}
    </>
  );
}

/** Props of Field. */
export interface FieldProps extends FieldBaseProps {
  /** The control, which should use the ids of `useFieldIds(id)` for `aria-describedby`. */
  children: ReactNode;
}

/** The label, hint and error around one form control. */
export function Field({
  id,
  label,
  hint,
  error,
  required = false,
  requiredMarker = '(required)',
  errorPrefix = 'Error:',
  hideLabel = false,
  children,
}: FieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame $error={hasContent(error)}>
      <Label htmlFor={ids.inputId} id={ids.labelId} $hidden={hideLabel}>
        <FieldLabelContent label={label} required={required} requiredMarker={requiredMarker} />
      </Label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId} prefix={errorPrefix}>
        {error}
      </FieldError>
      {children}
    </FieldFrame>
  );
}

/** Props of FieldSet. */
export interface FieldSetProps extends FieldBaseProps {
  /** The group's controls. */
  children: ReactNode;
  /** Runs when focus leaves the whole group (not when it moves between the group's controls). */
  onBlur?: FieldBlurHandler;
}

/** A fieldset whose legend is the question, with hint and error, around a group of controls. */
export function FieldSet({
  id,
  label,
  hint,
  error,
  required = false,
  requiredMarker = '(required)',
  errorPrefix = 'Error:',
  hideLabel = false,
  onBlur,
  children,
}: FieldSetProps) {
  const ids = useFieldIds(id);
  return (
    <GroupWrapper
      $error={hasContent(error)}
      aria-describedby={ids.describedBy({ hint, error })}
      onBlur={
        onBlur
          ? (event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(event);
            }
          : undefined
      }
    >
      <Legend id={ids.labelId} $hidden={hideLabel}>
        <FieldLabelContent label={label} required={required} requiredMarker={requiredMarker} />
      </Legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId} prefix={errorPrefix}>
        {error}
      </FieldError>
      {children}
    </GroupWrapper>
  );
}

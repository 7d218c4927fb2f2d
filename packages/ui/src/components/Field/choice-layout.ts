import styled from '@emotion/styled';
import { focusRing, mq } from '../../theme/theme';

/** How many columns a radio or checkbox group may take on wider screens. */
export const CHOICE_COLUMNS = [1, 2, 3, 4, 5] as const;
/** A column count for a radio or checkbox group. */
export type ChoiceColumns = (typeof CHOICE_COLUMNS)[number];

/** One radio or checkbox choice. */
export interface ChoiceOption {
  /** The value the form stores. */
  value: string;
  /** The text shown next to the control. */
  label: string;
  /** Help shown under the label, linked to the control. */
  hint?: string;
  /** The choice cannot be made. @default false */
  disabled?: boolean;
}

/** The group's choices: one column on mobile, `$columns` from the small breakpoint up. */
export const ChoiceGrid = styled.div<{ $columns: ChoiceColumns }>(
  ({ theme, $columns }) => `
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.xs}px ${theme.space.md}px;
  ${mq('sm')} { grid-template-columns: repeat(${$columns}, minmax(0, 1fr)); }
`,
);

/** One choice: the control and its label on a row of at least 44px, the hint beneath. */
export const ChoiceItem = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
`;

const CONTROL_SIZE = 28;

/** The native radio or checkbox, enlarged, in the brand colour, with the focus ring. */
export const ChoiceInput = styled.input(
  ({ theme }) => `
  width: ${CONTROL_SIZE}px;
  height: ${CONTROL_SIZE}px;
  margin: ${(theme.minTouchTarget - CONTROL_SIZE) / 2}px;
  accent-color: ${theme.colors.primary};
  cursor: pointer;
  &:focus-visible { ${focusRing} }
  &:disabled { cursor: not-allowed; }
  &:disabled + label { opacity: 0.6; cursor: not-allowed; }
`,
);

/** The choice's label: the full row height, so the whole row is the touch target. */
export const ChoiceLabel = styled.label(
  ({ theme }) => `
  display: block;
  min-height: ${theme.minTouchTarget}px;
  padding: ${(theme.minTouchTarget - theme.typeScale.body.lineHeight) / 2}px ${theme.space.xs}px;
  color: ${theme.colors.text};
  font-size: ${theme.typeScale.body.fontSize}px;
  line-height: ${theme.typeScale.body.lineHeight}px;
  cursor: pointer;
  touch-action: manipulation;
`,
);

/** The choice's hint, under its label. */
export const ChoiceHint = styled.div(
  ({ theme }) => `
  grid-column: 2;
  margin: -${theme.space.xxs}px 0 ${theme.space.xs}px;
  padding: 0 ${theme.space.xs}px;
  color: ${theme.colors.textSecondary};
`,
);

/** The id of a group's n-th control: the first takes the group's id, so error summaries land on it. */
export function choiceId(id: string, index: number): string {
  return index === 0 ? id : `${id}-${index}`;
}

/** The id of a group's n-th choice hint (apart from the group's own hint id). */
export function choiceHintId(id: string, index: number): string {
  return `${id}-${index}-hint`;
}

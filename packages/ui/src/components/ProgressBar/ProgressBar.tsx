import styled from '@emotion/styled';
import { type HTMLAttributes, useId } from 'react';
import { reducedMotion } from '../../theme/theme';
import { progressPercent } from './progress-percent';

/** Props of ProgressBar. */
export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** How far along it is, in the units of `max`. Values beyond 0..max are shown as 0% or 100%. */
  value: number;
  /** The value that means done. @default 100 */
  max?: number;
  /** What is progressing ('Uploading licence.pdf'); the bar's accessible name. */
  label: string;
  /** Show the label above the bar as well as naming the bar with it. @default false */
  showLabel?: boolean;
  /** How the value is read out ('45%', '2 of 5 sections'); browsers otherwise read the bare number. */
  valueText?: string;
  /** Show `valueText` beside the label. @default false */
  showValueText?: boolean;
}

const Wrapper = styled.div(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.xxs}px;
  font-family: ${theme.fonts.sans};
  font-size: ${theme.typeScale.small.fontSize}px;
  line-height: ${theme.typeScale.small.lineHeight}px;
  color: ${theme.colors.text};
`,
);

const Caption = styled.div(
  ({ theme }) => `
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.xs}px;
`,
);

// The track has a visible border so its extent is clear without relying on the fill's colour.
const Track = styled.div(
  ({ theme }) => `
  position: relative;
  height: ${theme.space.xs}px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill}px;
  background: ${theme.colors.surface};
  overflow: hidden;
`,
);

const Fill = styled.div<{ $percent: number }>(
  ({ theme, $percent }) => `
  width: ${$percent}%;
  height: 100%;
  background: ${theme.colors.primary};
  transition: width 200ms ease-out;
  ${reducedMotion}
`,
);

/** A horizontal progress bar; its fill is floored at 0% and capped at 100%. */
export function ProgressBar({
  value,
  max = 100,
  label,
  showLabel = false,
  valueText,
  showValueText = false,
  ...rest
}: ProgressBarProps) {
  const labelId = useId();
  const percent = progressPercent(value, max);
  const safeMax = Number.isFinite(max) && max > 0 ? max : 100;
  const now = (percent / 100) * safeMax;
  return (
    <Wrapper {...rest}>
      {showLabel || (showValueText && valueText) ? (
        <Caption>
          {showLabel ? <span id={labelId}>{label}</span> : <span />}
          {/* Hidden because aria-valuetext already reads it out with the bar. */}
          {showValueText && valueText ? <span aria-hidden="true">{valueText}</span> : null}
        </Caption>
      ) : null}
      <Track
        role="progressbar"
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={now}
        aria-valuetext={valueText}
      >
        <Fill $percent={percent} data-percent={percent} />
      </Track>
    </Wrapper>
  );
}

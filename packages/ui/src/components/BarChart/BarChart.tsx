import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';
import { focusRing } from '../../theme/theme';
import { breakpoints } from '../../theme/tokens';

/** One bar: what it stands for and its value, with both as the reader should read them. */
export interface BarChartDatum {
  /** Stable key of the bar. */
  id: string;
  /** The bar's short label under it ('Mar'). */
  label: string;
  /** The bar's full name in the data table ('March 2026'). @default label */
  longLabel?: string;
  /** The value the bar's height shows; zero or less draws no bar. */
  value: number;
  /** The value as text ('£29.99'), for the data table and the bar's tooltip. */
  valueText: string;
}

/** Props of BarChart. */
export interface BarChartProps {
  /** What the chart shows ('Payments in the last 12 months'): its caption and accessible name. */
  title: ReactNode;
  /** One sentence that sums the chart up for those who cannot see it ('£359.88 paid in 12 months'). */
  summary: ReactNode;
  /** The bars, in the order to draw them (oldest first for a time series). */
  data: readonly BarChartDatum[];
  /** Column headings of the data table. */
  columnLabels: { label: ReactNode; value: ReactNode };
  /** The words that open the data table ('Show the figures'). */
  tableToggleText: ReactNode;
  /**
   * The plain sentence shown instead of the drawing and the table when no value is above zero
   * ('You have made no payments in the last 12 months.'). @default summary
   */
  emptyText?: ReactNode;
}

// Drawing units: the SVG stretches to its box (preserveAspectRatio none), so only the ratios matter.
const BAR_SLOT = 10;
const BAR_WIDTH = 6;
const PLOT_HEIGHT = 100;

const Figure = styled.figure(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.sm}px;
  min-width: 0;
  margin: 0;
  font-family: ${theme.fonts.sans};
  color: ${theme.colors.text};
  figcaption {
    font-size: ${theme.typeScale.h4.fontSize}px;
    line-height: ${theme.typeScale.h4.lineHeight}px;
    font-weight: ${theme.fontWeights.bold};
  }
  p { margin: 0; }
`,
);

const Plot = styled.div(
  ({ theme }) => `
  display: grid;
  gap: ${theme.space.xxs}px;
  svg { display: block; width: 100%; height: 160px; }
  rect { fill: ${theme.colors.primary}; }
  line { stroke: ${theme.colors.text}; stroke-width: 1; vector-effect: non-scaling-stroke; }
`,
);

// The month labels are HTML under the SVG, one column per bar, so they keep their size however
// the drawing stretches.
const Labels = styled.ol<{ $count: number }>(
  ({ theme, $count }) => `
  display: grid;
  grid-template-columns: repeat(${$count}, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${theme.typeScale.small.fontSize}px;
  line-height: ${theme.typeScale.small.lineHeight}px;
  color: ${theme.colors.textSecondary};
  text-align: center;
  li { overflow: hidden; text-overflow: clip; white-space: nowrap; }
  /* Below xs twelve short months do not fit side by side: every other one names its column. */
  @media (max-width: ${breakpoints.xs - 0.02}px) {
    li:nth-of-type(2n) { visibility: hidden; }
  }
`,
);

const Figures = styled.details(
  ({ theme }) => `
  summary {
    cursor: pointer;
    color: ${theme.colors.link};
    text-decoration: underline;
    min-height: ${theme.minTouchTarget}px;
    display: flex;
    align-items: center;
  }
  summary:focus-visible { ${focusRing} }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.typeScale.small.fontSize}px;
    line-height: ${theme.typeScale.small.lineHeight}px;
  }
  th, td {
    padding: ${theme.space.xxs}px 0;
    border-bottom: 1px solid ${theme.colors.borderSubtle};
    text-align: left;
  }
  th:last-of-type, td:last-of-type { text-align: right; font-variant-numeric: tabular-nums; }
`,
);

/**
 * A simple bar chart in SVG: the drawing is one image named by the caption and described by the
 * summary, and its figures are a table under it (folded), so no one needs the drawing to read it.
 */
export function BarChart({
  title,
  summary,
  data,
  columnLabels,
  tableToggleText,
  emptyText,
}: BarChartProps) {
  const captionId = useId();
  const summaryId = useId();
  const highest = Math.max(0, ...data.map((datum) => datum.value));
  // Nothing to draw: a bare axis and a table of zeros say less than one sentence does.
  if (highest <= 0) {
    return (
      <Figure aria-labelledby={captionId}>
        <figcaption id={captionId}>{title}</figcaption>
        <p>{emptyText ?? summary}</p>
      </Figure>
    );
  }
  const width = Math.max(1, data.length) * BAR_SLOT;
  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <p id={summaryId}>{summary}</p>
      <Plot>
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-labelledby (the caption), which the rule does not follow through an id from useId. */}
        <svg
          role="img"
          aria-labelledby={captionId}
          aria-describedby={summaryId}
          viewBox={`0 0 ${width} ${PLOT_HEIGHT}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          {data.map((datum, index) => {
            const height = highest > 0 ? (Math.max(0, datum.value) / highest) * PLOT_HEIGHT : 0;
            return height > 0 ? (
              <rect
                key={datum.id}
                data-testid="bar-chart-bar"
                x={index * BAR_SLOT + (BAR_SLOT - BAR_WIDTH) / 2}
                y={PLOT_HEIGHT - height}
                width={BAR_WIDTH}
                height={height}
              >
                <title>{`${datum.longLabel ?? datum.label}: ${datum.valueText}`}</title>
              </rect>
            ) : null;
          })}
          <line x1={0} x2={width} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} />
        </svg>
        <Labels $count={Math.max(1, data.length)} aria-hidden="true">
          {data.map((datum) => (
            <li key={datum.id}>{datum.label}</li>
          ))}
        </Labels>
      </Plot>
      <Figures>
        <summary>{tableToggleText}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{columnLabels.label}</th>
              <th scope="col">{columnLabels.value}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.id}>
                <td>{datum.longLabel ?? datum.label}</td>
                <td>{datum.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Figures>
    </Figure>
  );
}

export type { BarChartDatum, BarChartProps } from './BarChart';
export { BarChart } from './BarChart';

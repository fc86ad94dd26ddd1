export type { BarChartProps } from './BarChart.tsx';
export { BarChart } from './BarChart.tsx';

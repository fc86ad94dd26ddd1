import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Bar, CartesianGrid, BarChart as Chart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Skeleton } from '../Skeleton/index.ts';
import visuallyHidden from '../styles/visuallyHidden.module.css';
import styles from './BarChart.module.css';

export interface BarChartProps<Row> {
  /** Names the chart (shown above it) and its table for screen readers. */
  title: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The bar's short label on the axis ("29 พ.ย."). */
  label: (row: Row) => string;
  /** The bar's full label in the table and the tooltip ("29 พฤศจิกายน 2569"); `label` when absent. */
  fullLabel?: (row: Row) => string;
  value: (row: Row) => number;
  /** The value as text, already in the current language ("฿1,234.00"). */
  formatValue: (value: number) => string;
  /** A shorter text for the value axis ("฿1K"); `formatValue` when absent. */
  formatAxis?: (value: number) => string;
  /** The headings of the screen readers' table. */
  labelHeader: string;
  valueHeader: string;
  /** `vertical` bars rise from the bottom (days); `horizontal` bars run from the start (names). */
  layout?: 'vertical' | 'horizontal';
  /** Drawing height in pixels (horizontal charts grow with their rows). */
  height?: number;
  loading?: boolean;
  /** Shown in place of the chart when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

const ROW_HEIGHT = 36;

/**
 * Bars of one value per row, coloured by the design tokens, without animation (the same picture
 * every time). The drawing is hidden from screen readers, which read the same figures as a table.
 */
export function BarChart<Row>({
  title,
  rows,
  rowKey,
  label,
  fullLabel = label,
  value,
  formatValue,
  formatAxis = formatValue,
  labelHeader,
  valueHeader,
  layout = 'vertical',
  height,
  loading = false,
  empty,
  className,
}: BarChartProps<Row>) {
  const horizontal = layout === 'horizontal';
  const drawingHeight = height ?? (horizontal ? Math.max(rows.length, 1) * ROW_HEIGHT + 32 : 240);
  const points = rows.map((row) => ({
    key: rowKey(row),
    label: label(row),
    full: fullLabel(row),
    value: value(row),
  }));
  const showEmpty = !loading && rows.length === 0 && empty !== undefined;
  const labelAxis = {
    dataKey: 'label',
    // The drawing's own text size (--font-size-xs): recharts measures a label at this size to decide
    // whether it wraps, and would otherwise measure it at the page's 16 px.
    tick: { fontSize: 12 },
    tickLine: false,
    minTickGap: 8,
    interval: 'preserveStartEnd' as const,
  };
  const valueAxis = { tickFormatter: formatAxis, tickLine: false, axisLine: false, allowDecimals: false };
  return (
    <figure className={clsx(styles.frame, className)} aria-busy={loading || undefined}>
      <figcaption className={styles.title}>{title}</figcaption>
      {loading ? (
        <Skeleton shape="rect" height={drawingHeight} />
      ) : showEmpty ? (
        empty
      ) : (
        <>
          <div className={styles.drawing} style={{ height: drawingHeight }} aria-hidden="true">
            <ResponsiveContainer
              width="100%"
              height="100%"
              initialDimension={{ width: 320, height: drawingHeight }}
            >
              <Chart
                data={points}
                layout={horizontal ? 'vertical' : 'horizontal'}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid className={styles.grid} vertical={horizontal} horizontal={!horizontal} />
                {horizontal ? (
                  <>
                    <XAxis type="number" {...valueAxis} />
                    <YAxis type="category" {...labelAxis} width={120} interval={0} />
                  </>
                ) : (
                  <>
                    <XAxis type="category" {...labelAxis} />
                    <YAxis type="number" {...valueAxis} width={64} />
                  </>
                )}
                <Tooltip
                  isAnimationActive={false}
                  cursor={{ className: styles.cursor }}
                  formatter={(amount) => [formatValue(Number(amount)), valueHeader]}
                  labelFormatter={(_, payload) => payload?.[0]?.payload?.full ?? ''}
                  wrapperClassName={styles.tooltip}
                />
                <Bar dataKey="value" className={styles.bar} isAnimationActive={false} maxBarSize={40} />
              </Chart>
            </ResponsiveContainer>
          </div>
          <table className={visuallyHidden.hidden}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                <th scope="col">{valueHeader}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.key}>
                  <th scope="row">{point.full}</th>
                  <td>{formatValue(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

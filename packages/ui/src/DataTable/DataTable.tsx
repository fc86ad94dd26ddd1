import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton/index.ts';
import visuallyHidden from '../styles/visuallyHidden.module.css';
import styles from './DataTable.module.css';

export interface DataTableColumn<Row> {
  key: string;
  /** The column's heading, already in the current language; on phones it labels each cell. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and dates line up at the end. */
  align?: 'start' | 'end';
  /** Long unbroken values (recorded JSON, ids) break anywhere rather than widen the table. */
  breakAnywhere?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (and sighted readers unless `captionHidden`). */
  caption: string;
  captionHidden?: boolean;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none (and it is not loading). */
  empty?: ReactNode;
  /** Skeleton rows while the first page loads. */
  loading?: boolean;
  className?: string;
}

const LOADING_ROWS = 3;

/**
 * A table of records (staff, orders, log entries). On a desktop it is a table; on a phone each row
 * becomes a card whose cells carry their column's heading.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
  className,
}: DataTableProps<Row>) {
  const showEmpty = !loading && rows.length === 0 && empty !== undefined;
  return (
    <div className={clsx(styles.frame, className)}>
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={clsx(styles.caption, captionHidden && visuallyHidden.hidden)}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: LOADING_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart
                <tr key={index}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.header}>
                      <Skeleton shape="text" width="70%" />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      data-label={column.header}
                      data-align={column.align ?? 'start'}
                      data-break={column.breakAnywhere ? 'anywhere' : undefined}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>
      {showEmpty && <div className={styles.empty}>{empty}</div>}
    </div>
  );
}

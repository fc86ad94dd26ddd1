import { DataTable, type DataTableProps, EmptyState, Stack } from '@probuild/ui';
import type { ReactNode } from 'react';
import { QueryFailure } from './QueryFailure.tsx';

export interface QueryTableProps<Row> extends Omit<DataTableProps<Row>, 'loading' | 'empty'> {
  /** The read of the rows: skeleton rows while it first loads, its failure in place of the table. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** What the empty table says. */
  emptyTitle: string;
  /** What stands above the table, in one column with it (a count). */
  above?: ReactNode;
  /** What stands under the table, in one column with it (older rows, pages). */
  below?: ReactNode;
}

/** The table of a list page's read: loading, empty, failed (with a retry) or its rows. */
export function QueryTable<Row>({ query, emptyTitle, above, below, ...table }: QueryTableProps<Row>) {
  if (query.isError) return <QueryFailure query={query} />;
  const rows = <DataTable {...table} loading={query.isPending} empty={<EmptyState title={emptyTitle} />} />;
  if (above === undefined && below === undefined) return rows;
  return (
    <Stack>
      {above}
      {rows}
      {below}
    </Stack>
  );
}

export type { DataTableColumn, DataTableProps } from './DataTable.tsx';
export { DataTable } from './DataTable.tsx';

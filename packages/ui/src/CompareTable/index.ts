export type { CompareAttribute, CompareProduct, CompareTableProps } from './CompareTable.tsx';
export { CompareTable } from './CompareTable.tsx';

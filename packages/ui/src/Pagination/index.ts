export type { PaginationProps } from './Pagination.tsx';
export { Pagination } from './Pagination.tsx';
export type { PageItem } from './pageItems.ts';
export { pageItems } from './pageItems.ts';

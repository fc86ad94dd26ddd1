export type { FilterDrawerFooterProps } from './FilterDrawerFooter.tsx';
export { FilterDrawerFooter } from './FilterDrawerFooter.tsx';

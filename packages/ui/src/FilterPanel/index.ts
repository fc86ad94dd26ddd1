export type { FilterGroup, FilterPanelProps, FilterSort, FilterValue } from './FilterPanel.tsx';
export { DEFAULT_FILTER_SORT, EMPTY_FILTER_VALUE, FilterPanel } from './FilterPanel.tsx';

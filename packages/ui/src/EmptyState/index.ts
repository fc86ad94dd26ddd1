export type { EmptyStateProps } from './EmptyState.tsx';
export { EmptyState } from './EmptyState.tsx';

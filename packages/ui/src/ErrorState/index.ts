export type { ErrorStateProps } from './ErrorState.tsx';
export { ErrorState } from './ErrorState.tsx';

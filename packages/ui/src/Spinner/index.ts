export type { SpinnerProps } from './Spinner.tsx';
export { Spinner } from './Spinner.tsx';

export type { StepIndicatorProps } from './StepIndicator.tsx';
export { StepIndicator } from './StepIndicator.tsx';

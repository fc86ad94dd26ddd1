export type { QuantityStepperProps } from './QuantityStepper.tsx';
export { QuantityStepper } from './QuantityStepper.tsx';

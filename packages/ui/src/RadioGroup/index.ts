export type { RadioGroupProps, RadioOption } from './RadioGroup.tsx';
export { RadioGroup } from './RadioGroup.tsx';

export type { CheckboxProps } from './Checkbox.tsx';
export { Checkbox } from './Checkbox.tsx';

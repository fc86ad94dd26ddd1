export type { SelectOption, SelectProps } from './Select.tsx';
export { Select } from './Select.tsx';

export type { FileFieldProps } from './FileField.tsx';
export { FileField } from './FileField.tsx';

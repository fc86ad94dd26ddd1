export type { AlertBoxProps } from './AlertBox.tsx';
export { AlertBox } from './AlertBox.tsx';

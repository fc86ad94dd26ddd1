export type { SwitchProps } from './Switch.tsx';
export { Switch } from './Switch.tsx';

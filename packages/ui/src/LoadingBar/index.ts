export type { LoadingBarProps } from './LoadingBar.tsx';
export { LoadingBar } from './LoadingBar.tsx';

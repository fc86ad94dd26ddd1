export { BuildBar } from './BuildBar.tsx';

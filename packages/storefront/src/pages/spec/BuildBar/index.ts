export { BuildBar, BuildFigures } from './BuildBar.tsx';

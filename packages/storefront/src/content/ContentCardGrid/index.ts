export { ContentCardGrid } from './ContentCardGrid.tsx';

export { BuildSummary } from './BuildSummary.tsx';

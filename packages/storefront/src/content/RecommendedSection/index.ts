export { RecommendedSection } from './RecommendedSection.tsx';

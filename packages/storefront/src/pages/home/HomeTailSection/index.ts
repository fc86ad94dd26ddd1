export { HomeTailSection } from './HomeTailSection.tsx';

export { ContentSecondSection } from './ContentSecondSection.tsx';

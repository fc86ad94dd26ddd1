export { ContentFirstSection } from './ContentFirstSection.tsx';

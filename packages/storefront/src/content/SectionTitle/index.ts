export { SectionTitle } from './SectionTitle.tsx';

export type { FormSectionProps } from './FormSection.tsx';
export { FormSection } from './FormSection.tsx';

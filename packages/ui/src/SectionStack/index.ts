export type { SectionStackProps } from './SectionStack.tsx';
export { SectionStack } from './SectionStack.tsx';

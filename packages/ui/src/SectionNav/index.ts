export * from './SectionNav.tsx';

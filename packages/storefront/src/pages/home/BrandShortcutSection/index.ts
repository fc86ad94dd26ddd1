export { BrandShortcutSection } from './BrandShortcutSection.tsx';

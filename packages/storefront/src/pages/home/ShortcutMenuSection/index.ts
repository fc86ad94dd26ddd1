export { ShortcutMenuSection } from './ShortcutMenuSection.tsx';

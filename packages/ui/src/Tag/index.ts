export type { TagProps } from './Tag.tsx';
export { Tag } from './Tag.tsx';

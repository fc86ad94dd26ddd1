export type { CategoryMenuItem, CategoryMenuProps } from './CategoryMenu.tsx';
export { CategoryMenu } from './CategoryMenu.tsx';

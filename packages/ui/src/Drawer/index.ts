export type { DrawerProps } from './Drawer.tsx';
export { Drawer } from './Drawer.tsx';

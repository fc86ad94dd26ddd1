export type { MobileNavDrawerProps, NavLink } from './MobileNavDrawer.tsx';
export { isCurrentLink, MobileNavDrawer } from './MobileNavDrawer.tsx';

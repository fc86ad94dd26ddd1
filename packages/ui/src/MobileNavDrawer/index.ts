export { isCurrentLink } from '../NavLinkList/NavLinkList.tsx';
export type { MobileNavDrawerProps, NavLink } from './MobileNavDrawer.tsx';
export { MobileNavDrawer } from './MobileNavDrawer.tsx';

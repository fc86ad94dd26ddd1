export type { NavbarLocale, NavbarProps } from './Navbar.tsx';
export { Navbar } from './Navbar.tsx';

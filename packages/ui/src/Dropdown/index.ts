export type { DropdownChoice, DropdownItem, DropdownProps } from './Dropdown.tsx';
export { Dropdown } from './Dropdown.tsx';

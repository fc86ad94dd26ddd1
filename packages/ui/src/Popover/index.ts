export type { PopoverProps } from './Popover.tsx';
export { Popover, PopoverClose } from './Popover.tsx';

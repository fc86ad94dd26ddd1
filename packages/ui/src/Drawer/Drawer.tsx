import { ModalPanel, type ModalProps } from '../Dialog/ModalPanel.tsx';

export interface DrawerProps extends ModalProps {
  /** The edge it slides in from. */
  side?: 'left' | 'right';
}

/** A modal full-height side sheet (filters, the mobile menu), with the same focus and scroll handling as Dialog. */
export function Drawer({ side = 'right', ...props }: DrawerProps) {
  return <ModalPanel {...props} placement={side} />;
}

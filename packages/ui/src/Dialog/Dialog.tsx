import { ModalPanel, type ModalProps } from './ModalPanel.tsx';

export interface DialogProps extends ModalProps {
  /** Width: sm 400 px (confirmations), md 560 px, lg 800 px; always within the screen. */
  size?: 'sm' | 'md' | 'lg';
}

/** A centred modal dialog (confirmations, forms, quick view). */
export function Dialog({ size = 'md', ...props }: DialogProps) {
  return <ModalPanel {...props} placement="center" size={size} />;
}

export type { DialogProps } from './Dialog.tsx';
export { Dialog } from './Dialog.tsx';
export type { ModalProps } from './ModalPanel.tsx';
export { DialogClose } from './ModalPanel.tsx';

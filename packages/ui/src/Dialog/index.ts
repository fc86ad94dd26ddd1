export type { DialogProps } from './Dialog.tsx';
export { Dialog } from './Dialog.tsx';
export { DialogClose } from './DialogClose.ts';
export type { ModalProps } from './ModalPanel.tsx';

import { ModalPanel, type ModalProps } from '../Dialog/ModalPanel.tsx';

export type BottomSheetProps = ModalProps;

/**
 * A modal sheet that rises from the bottom edge, for phones (e.g. choosing products to compare up to
 * 1024 px). Escape, the backdrop and the close button close it; focus and scroll as in Dialog.
 */
export function BottomSheet(props: BottomSheetProps) {
  return <ModalPanel {...props} placement="bottom" />;
}

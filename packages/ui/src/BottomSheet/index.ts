export type { BottomSheetProps } from './BottomSheet.tsx';
export { BottomSheet } from './BottomSheet.tsx';

import { Dialog as RadixDialog } from 'radix-ui';

/** Closes the surrounding Dialog, Drawer or BottomSheet; wrap a button with it (`asChild`). */
export const DialogClose = RadixDialog.Close;

import { Button } from '@probuild/ui';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface DeleteDialogProps {
  /** What is deleted, as its row names it (its key). */
  itemName: string;
  texts: { delete: string; title: string; hint: string; close: string; confirm: string };
  /** The delete call: busy while it runs, its refusal shown in the dialog. */
  call: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  /** Deletes the item; `deleted` closes the dialog once the server has. */
  onDelete: (deleted: () => void) => void;
}

/** Delete on a list's row: asks before the item goes, and stays open with the refusal if it does not. */
export function DeleteDialog({ itemName, texts, call, onDelete }: DeleteDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      size="sm"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="danger" aria-label={`${texts.delete} ${itemName}`}>
          {texts.delete}
        </Button>
      }
      title={texts.title}
      description={texts.hint}
      labels={{ close: texts.close, confirm: texts.confirm }}
      confirmVariant="danger"
      call={call}
      onConfirm={() => {
        if (!call.isPending) onDelete(() => setOpen(false));
      }}
    />
  );
}

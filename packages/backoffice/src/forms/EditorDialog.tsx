import { AlertBox, Button, Dialog, DialogClose, FormStack } from '@probuild/ui';
import { type FormEventHandler, type ReactNode, useEffect, useRef } from 'react';
import type { useText } from '../i18n/messages.ts';

/**
 * The labels of an editor whose texts follow the back office's pattern: `<area>.edit` and
 * `<area>.new` on its buttons, `<area>.form.close` and `<area>.form.save` in the dialog.
 */
export const editorLabels = (t: ReturnType<typeof useText>, area: 'brand' | 'discount' | 'promotion') => ({
  edit: t(`${area}.edit`),
  new: t(`${area}.new`),
  close: t(`${area}.form.close`),
  save: t(`${area}.form.save`),
});

export interface EditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size: 'sm' | 'md' | 'lg';
  /** The name of what is edited, for its button's label; absent when a new one is made. */
  editing?: string;
  labels: { edit: string; new: string; close: string; save: string };
  title: string;
  formId: string;
  saving: boolean;
  /** A refusal of the server that belongs to no field. */
  failure: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The editor of one item of a list, or of a new one: its button (Edit on the item's row, New above
 * the list) opens the form; Save submits it, and a refusal no field shows is shown above the fields.
 */
export function EditorDialog({
  open,
  onOpenChange,
  size,
  editing,
  labels,
  title,
  formId,
  saving,
  failure,
  onSubmit,
  children,
}: EditorDialogProps) {
  // A refusal stands above the fields, out of sight when Save was pressed at the end of a long
  // form (on a phone, most forms): it is brought into view.
  const failureBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureBox.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size={size}
      trigger={
        editing === undefined ? (
          <Button>{labels.new}</Button>
        ) : (
          <Button size="sm" variant="secondary" aria-label={`${labels.edit} ${editing}`}>
            {labels.edit}
          </Button>
        )
      }
      title={title}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">{labels.close}</Button>
          </DialogClose>
          <Button type="submit" form={formId} busy={saving}>
            {labels.save}
          </Button>
        </>
      }
    >
      <FormStack id={formId} onSubmit={onSubmit} aria-label={title}>
        {failure && (
          <div ref={failureBox}>
            <AlertBox tone="error">{failure}</AlertBox>
          </div>
        )}
        {children}
      </FormStack>
    </Dialog>
  );
}

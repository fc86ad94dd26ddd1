import { AlertBox, Button, type ButtonVariant, Dialog, DialogClose, Stack } from '@probuild/ui';
import type { ReactElement, ReactNode } from 'react';
import { errorTextId } from '../errorText.ts';
import { useText } from '../i18n/messages.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size?: 'sm' | 'md';
  trigger: ReactElement;
  title: string;
  description: string;
  labels: { close: string; confirm: string };
  confirmVariant?: ButtonVariant;
  /** Whether the action cannot be taken yet (its button says so and does nothing). */
  notReady?: boolean;
  onConfirm: () => void;
  /** The call the action makes: busy while it runs, its refusal shown above the rest, forgotten on opening or closing. */
  call: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  children?: ReactNode;
}

/** A dialog that asks before an action: Close leaves it, the action's button takes it. */
export function ConfirmDialog({
  labels,
  confirmVariant,
  notReady,
  onConfirm,
  call,
  children,
  onOpenChange,
  ...dialog
}: ConfirmDialogProps) {
  const t = useText();
  return (
    <Dialog
      {...dialog}
      onOpenChange={(next) => {
        onOpenChange(next);
        call.reset();
      }}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">{labels.close}</Button>
          </DialogClose>
          <Button variant={confirmVariant} busy={call.isPending} aria-disabled={notReady} onClick={onConfirm}>
            {labels.confirm}
          </Button>
        </>
      }
    >
      <Stack gap={4}>
        {call.isError && <AlertBox tone="error">{t(errorTextId(call.error))}</AlertBox>}
        {children}
      </Stack>
    </Dialog>
  );
}

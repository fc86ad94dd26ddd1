import { clsx } from 'clsx';
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import { type ReactElement, type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { CloseGlyph } from '../icons/glyphs.tsx';
import styles from './Dialog.module.css';
import { messages } from './messages.ts';

/** What Dialog, Drawer and BottomSheet share. */
export interface ModalProps {
  /** Open state (controlled); leave out and use `trigger` for an uncontrolled one. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (usually a Button); focus returns to it on close. */
  trigger?: ReactElement;
  /** Names the dialog; shown as its heading. */
  title: ReactNode;
  /** Keeps the title for screen readers only (e.g. a menu drawer whose contents say enough). */
  hideTitle?: boolean;
  /** A sentence under the title, read out when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (wrap a cancel button in DialogClose). */
  footer?: ReactNode;
  className?: string;
}

export type ModalPlacement = 'center' | 'left' | 'right' | 'bottom';

/**
 * The modal surface behind Dialog, Drawer and BottomSheet, on Radix Dialog: it traps focus, returns it
 * to the trigger (or, opened without one, to the element that had focus), locks page scroll, closes on Escape and on the backdrop, and has a named close button.
 */
export function ModalPanel({
  placement,
  size,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  className,
}: ModalProps & { placement: ModalPlacement; size?: 'sm' | 'md' | 'lg' }) {
  const intl = useIntl();
  // Radix gives focus back to its trigger; a panel opened from elsewhere gives it back to its opener.
  const opener = useRef<HTMLElement | null>(null);
  const heading = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          data-placement={placement}
          data-size={size}
          className={clsx(styles.panel, className)}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const element = opener.current;
            opener.current = null;
            if (!trigger && element?.isConnected) {
              event.preventDefault();
              element.focus();
            }
          }}
          // Without a description the dialog is described by nothing (Radix warns unless told so).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {placement === 'bottom' && <div className={styles.handle} aria-hidden="true" />}
          <div className={clsx(styles.header, hideTitle && styles.headerWithoutTitle)}>
            {hideTitle ? <VisuallyHidden.Root>{heading}</VisuallyHidden.Root> : heading}
            <RadixDialog.Close asChild>
              <IconButton label={intl.formatMessage(messages.close)} icon={<CloseGlyph />} />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog, Drawer or BottomSheet; wrap a button with it (`asChild`). */
export const DialogClose = RadixDialog.Close;

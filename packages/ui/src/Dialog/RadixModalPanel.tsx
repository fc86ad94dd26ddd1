import { clsx } from 'clsx';
import { Dialog as RadixDialog, VisuallyHidden } from 'radix-ui';
import { type RefObject, useRef } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { CloseGlyph } from '../icons/controlGlyphs.tsx';
import styles from './Dialog.module.css';
import type { ModalPanelProps } from './ModalPanel.tsx';
import { messages } from './messages.ts';

/**
 * ModalPanel's panel on Radix Dialog; ModalPanel holds its open state and renders its button, whose
 * element `triggerRef` holds.
 */
export function RadixModalPanel({
  placement,
  size,
  open,
  onOpenChange,
  triggerRef,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  className,
}: Omit<ModalPanelProps, 'trigger'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  // Focus goes back to the panel's button, or to whatever had it when a panel without one opened.
  const opener = useRef<HTMLElement | null>(null);
  const heading = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          data-placement={placement}
          data-size={size}
          className={clsx(styles.panel, className)}
          onOpenAutoFocus={() => {
            const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            opener.current = triggerRef.current ?? focused;
          }}
          onCloseAutoFocus={(event) => {
            const element = opener.current;
            opener.current = null;
            if (element?.isConnected) {
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

import { clsx } from 'clsx';
import { Popover as RadixPopover } from 'radix-ui';
import { type ReactElement, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { CloseGlyph } from '../icons/controlGlyphs.tsx';
import floating from '../styles/floating.module.css';
import titleBar from '../styles/titleBar.module.css';
import { messages } from './messages.ts';
import styles from './Popover.module.css';

export interface PopoverProps {
  /** The element that opens it (usually a Button); focus returns to it on close. */
  trigger: ReactElement;
  /** Names the popover; shown as its heading. */
  title: ReactNode;
  children: ReactNode;
  /** Actions at the bottom (wrap buttons that should also close it in PopoverClose). */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * A small non-modal panel anchored to its trigger (price range, brand choice), on Radix Popover. Focus
 * moves into it on open; Escape or a click outside closes it and focus returns to the trigger.
 */
export function Popover({
  trigger,
  title,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  className,
}: PopoverProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
          className={clsx(floating.floating, floating.fadeIn, styles.popover, className)}
        >
          <div className={titleBar.titleBar}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <RadixPopover.Close asChild>
              <IconButton
                size="sm"
                label={intl.formatMessage(messages.close)}
                icon={<CloseGlyph size={18} />}
              />
            </RadixPopover.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Closes the surrounding Popover; wrap a button with it (`asChild`). */
export const PopoverClose = RadixPopover.Close;

import {
  cloneElement,
  lazy,
  type ReactElement,
  type ReactNode,
  type RefObject,
  Suspense,
  useRef,
} from 'react';
import { useOverlayOpen } from '../lazyOverlay.ts';

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

export type ModalPanelProps = ModalProps & { placement: ModalPlacement; size?: 'sm' | 'md' | 'lg' };

// The panel's code (Radix Dialog with its focus trap and scroll lock) is a chunk of its own, asked for
// when a panel first renders: a page's first view needs at most the button that opens it. That button
// is rendered here, so it is there (and works) before the chunk, and stays the same element after.
const RadixModalPanel = lazy(() =>
  import('./RadixModalPanel.tsx').then((module) => ({ default: module.RadixModalPanel })),
);

/**
 * The modal surface behind Dialog, Drawer and BottomSheet, on Radix Dialog: it traps focus, returns it
 * to the trigger (or, opened without one, to the element that had focus), locks page scroll, closes on
 * Escape and on the backdrop, and has a named close button.
 */
export function ModalPanel({ open, defaultOpen = false, onOpenChange, trigger, ...props }: ModalPanelProps) {
  const [isOpen, setOpen] = useOverlayOpen(open, defaultOpen, onOpenChange);
  const triggerRef = useRef<HTMLElement>(null);
  return (
    <>
      {trigger &&
        cloneElement(trigger as ReactElement<TriggerProps>, {
          ref: triggerRef,
          onClick: () => setOpen(true),
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          'data-state': isOpen ? 'open' : 'closed',
        })}
      <Suspense fallback={null}>
        <RadixModalPanel {...props} open={isOpen} onOpenChange={setOpen} triggerRef={triggerRef} />
      </Suspense>
    </>
  );
}

/** What ModalPanel gives its button: a press opens the panel; the state is read out as Radix's trigger does. */
interface TriggerProps {
  ref: RefObject<HTMLElement | null>;
  onClick: () => void;
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'data-state': 'open' | 'closed';
}

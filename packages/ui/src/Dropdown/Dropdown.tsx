import { lazy, type ReactElement, type ReactNode, Suspense, useRef } from 'react';
import { useOverlayOpen, WaitingTrigger } from '../lazyOverlay.ts';

export type DropdownItem =
  /** Runs `onSelect` and closes the menu. */
  | {
      kind?: 'action';
      id: string;
      label: ReactNode;
      onSelect: () => void;
      disabled?: boolean;
      danger?: boolean;
    }
  /** Navigates to `href`. */
  | { kind: 'link'; id: string; label: ReactNode; href: string }
  | { kind: 'separator'; id: string };

/** A group of mutually exclusive options in the menu (e.g. the sort order). */
export interface DropdownChoice {
  label: string;
  value: string;
  options: { value: string; label: ReactNode }[];
  onValueChange: (value: string) => void;
}

export interface DropdownProps {
  /** The element that opens the menu (a Button or IconButton); focus returns to it on close. */
  trigger: ReactElement;
  /** Actions, links and separators. */
  items?: DropdownItem[];
  /** A radio group shown before the items. */
  choice?: DropdownChoice;
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

// The menu's code (Radix DropdownMenu with its positioning) is a chunk of its own, asked for when a
// dropdown first renders: a page's first view needs only the button. Until the chunk is there a
// stand-in button takes presses (the menu opens once it is) and hands its focus on.
const RadixDropdown = lazy(() =>
  import('./RadixDropdown.tsx').then((module) => ({ default: module.RadixDropdown })),
);

/**
 * A menu of actions or choices opened from a button, on Radix DropdownMenu: arrow keys move, Enter
 * chooses, typing jumps to an item, Escape or a click outside closes it and focus returns to the button.
 */
export function Dropdown({ open, onOpenChange, ...props }: DropdownProps) {
  const [isOpen, setOpen] = useOverlayOpen(open, false, onOpenChange);
  const waitingTriggerHadFocus = useRef(false);
  const openedByKeyboard = useRef(false);
  return (
    <Suspense
      fallback={
        <WaitingTrigger
          trigger={props.trigger}
          onPress={(byKeyboard) => {
            openedByKeyboard.current = byKeyboard;
            setOpen(true);
          }}
          hadFocus={waitingTriggerHadFocus}
        />
      }
    >
      <RadixDropdown
        {...props}
        open={isOpen}
        onOpenChange={setOpen}
        focusTrigger={waitingTriggerHadFocus}
        openedByKeyboard={openedByKeyboard}
      />
    </Suspense>
  );
}

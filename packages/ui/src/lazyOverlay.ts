import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * The open state of an overlay (a menu, a dialog) whose code loads after its button: held here, so a
 * press on the button before the code is there still opens the overlay once it is. `open` given by
 * the caller wins (a controlled overlay).
 */
export function useOverlayOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return [open ?? ownOpen, setOpen];
}

/**
 * The overlay's button as shown while its code loads: a press asks for the overlay to open, saying
 * whether it came from the keyboard (a button's click from Enter or Space has no pointer detail). When the
 * code arrives this element is replaced, so it notes in `hadFocus` whether it had the focus then (its
 * layout cleanup runs before React removes it) for the new button to take it over.
 */
export function WaitingTrigger({
  trigger,
  onPress,
  hadFocus,
}: {
  trigger: ReactElement;
  onPress: (byKeyboard: boolean) => void;
  hadFocus: RefObject<boolean>;
}) {
  const element = useRef<HTMLElement>(null);
  useLayoutEffect(
    () => () => {
      hadFocus.current = element.current !== null && element.current === document.activeElement;
    },
    [hadFocus],
  );
  return cloneElement(
    trigger as ReactElement<{ ref: RefObject<HTMLElement | null>; onClick: (event: MouseEvent) => void }>,
    { ref: element, onClick: (event: MouseEvent) => onPress(event.detail === 0) },
  );
}

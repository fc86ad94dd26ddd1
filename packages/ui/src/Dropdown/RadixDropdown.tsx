import { clsx } from 'clsx';
import { DropdownMenu } from 'radix-ui';
import { type FocusEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { CheckGlyph } from '../icons/controlGlyphs.tsx';
import floating from '../styles/floating.module.css';
import menuItem from '../styles/menuItem.module.css';
import styles from './Dropdown.module.css';
import type { DropdownProps } from './Dropdown.tsx';

/**
 * Dropdown's menu on Radix DropdownMenu, its open state held by Dropdown. Its button takes the focus
 * when the stand-in it replaces had it (`focusTrigger`). A menu the stand-in opened from the keyboard
 * puts the focus on its first item, as Radix does for its own button: Radix cannot know of that key,
 * pressed before it was there.
 */
export function RadixDropdown({
  trigger,
  items = [],
  choice,
  align = 'end',
  open,
  onOpenChange,
  className,
  focusTrigger,
  openedByKeyboard,
}: DropdownProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  focusTrigger: RefObject<boolean>;
  openedByKeyboard: RefObject<boolean>;
}) {
  const triggerElement = useRef<HTMLButtonElement>(null);
  // Radix focuses the menu itself on opening; it moves on to the first item only for its own button's key.
  const focusFirstItem = (event: FocusEvent<HTMLDivElement>) => {
    if (!openedByKeyboard.current || event.target !== event.currentTarget) return;
    openedByKeyboard.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus();
  };
  useLayoutEffect(() => {
    if (focusTrigger.current) triggerElement.current?.focus();
  }, [focusTrigger]);
  return (
    // Not modal: a menu does not hide the rest of the page from screen readers (with the trigger inside it).
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild ref={triggerElement}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          onFocus={focusFirstItem}
          className={clsx(floating.floating, floating.fadeIn, styles.menu, className)}
        >
          {choice && (
            <DropdownMenu.Group>
              <DropdownMenu.Label className={styles.groupLabel}>{choice.label}</DropdownMenu.Label>
              <DropdownMenu.RadioGroup value={choice.value} onValueChange={choice.onValueChange}>
                {choice.options.map((option) => (
                  <DropdownMenu.RadioItem key={option.value} value={option.value} className={menuItem.item}>
                    {option.label}
                    <DropdownMenu.ItemIndicator className={menuItem.indicator}>
                      <CheckGlyph size={16} />
                    </DropdownMenu.ItemIndicator>
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Group>
          )}
          {choice && items.length > 0 && <DropdownMenu.Separator className={styles.separator} />}
          {items.map((item) => {
            switch (item.kind) {
              case 'separator':
                return <DropdownMenu.Separator key={item.id} className={styles.separator} />;
              case 'link':
                return (
                  <DropdownMenu.Item key={item.id} asChild className={menuItem.item}>
                    <a href={item.href}>{item.label}</a>
                  </DropdownMenu.Item>
                );
              default:
                return (
                  <DropdownMenu.Item
                    key={item.id}
                    disabled={item.disabled}
                    onSelect={item.onSelect}
                    className={clsx(menuItem.item, item.danger && styles.danger)}
                  >
                    {item.label}
                  </DropdownMenu.Item>
                );
            }
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

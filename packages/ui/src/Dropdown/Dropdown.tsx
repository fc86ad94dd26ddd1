import { clsx } from 'clsx';
import { DropdownMenu } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { CheckGlyph } from '../icons/glyphs.tsx';
import styles from './Dropdown.module.css';

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

/**
 * A menu of actions or choices opened from a button, on Radix DropdownMenu: arrow keys move, Enter
 * chooses, typing jumps to an item, Escape or a click outside closes it and focus returns to the button.
 */
export function Dropdown({
  trigger,
  items = [],
  choice,
  align = 'end',
  open,
  onOpenChange,
  className,
}: DropdownProps) {
  return (
    // Not modal: a menu does not hide the rest of the page from screen readers (with the trigger inside it).
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={clsx(styles.menu, className)}
        >
          {choice && (
            <DropdownMenu.Group>
              <DropdownMenu.Label className={styles.groupLabel}>{choice.label}</DropdownMenu.Label>
              <DropdownMenu.RadioGroup value={choice.value} onValueChange={choice.onValueChange}>
                {choice.options.map((option) => (
                  <DropdownMenu.RadioItem key={option.value} value={option.value} className={styles.item}>
                    {option.label}
                    <DropdownMenu.ItemIndicator className={styles.indicator}>
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
                  <DropdownMenu.Item key={item.id} asChild className={styles.item}>
                    <a href={item.href}>{item.label}</a>
                  </DropdownMenu.Item>
                );
              default:
                return (
                  <DropdownMenu.Item
                    key={item.id}
                    disabled={item.disabled}
                    onSelect={item.onSelect}
                    className={clsx(styles.item, item.danger && styles.danger)}
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

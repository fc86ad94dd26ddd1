import { clsx } from 'clsx';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the list of tabs for screen readers, e.g. "ข้อมูลบริการหลังการขาย". */
  label: string;
  items: TabItem[];
  /** The open tab (controlled), e.g. the remembered account tab. */
  value?: string;
  /** The tab open at first when uncontrolled; defaults to the first tab. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** `side`: a menu beside the panel from 768 px up (the account area), tabs on top below that. */
  layout?: 'top' | 'side';
  className?: string;
}

/** Tabs on Radix Tabs: arrow keys move between tabs, Tab moves into the open panel. The list scrolls sideways on narrow screens. */
export function Tabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  layout = 'top',
  className,
}: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
      data-layout={layout}
      className={clsx(styles.tabs, className)}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.tab}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

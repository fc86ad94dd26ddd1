import { clsx } from 'clsx';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { MinusGlyph, PlusGlyph } from '../icons/controlGlyphs.tsx';
import styles from './Accordion.module.css';

export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

interface AccordionOwnProps {
  items: AccordionItem[];
  /** The heading level of the item titles in the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** `type` "single" (value: string) or "multiple" (value: string[]), as Radix Accordion. */
export type AccordionProps = AccordionOwnProps &
  (
    | Omit<RadixAccordion.AccordionSingleProps, 'children' | 'asChild'>
    | Omit<RadixAccordion.AccordionMultipleProps, 'children' | 'asChild'>
  );

/**
 * Expandable sections on Radix Accordion, with a plus when closed and a minus when open. `type="single"`
 * keeps one open (and lets it close again); `type="multiple"` lets any number open (e.g. specification groups).
 */
export function Accordion({ items, headingLevel = 3, className, ...rootProps }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const props = rootProps.type === 'single' ? { collapsible: true, ...rootProps } : rootProps;
  return (
    <RadixAccordion.Root {...props} className={clsx(styles.accordion, className)}>
      {items.map((item) => (
        <RadixAccordion.Item
          key={item.value}
          value={item.value}
          disabled={item.disabled}
          className={styles.item}
        >
          <RadixAccordion.Header asChild>
            <Heading className={styles.heading}>
              <RadixAccordion.Trigger className={styles.trigger}>
                <span>{item.title}</span>
                <PlusGlyph size={20} className={styles.plus} />
                <MinusGlyph size={20} className={styles.minus} />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>{item.content}</RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}

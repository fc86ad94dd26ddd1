import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Stack } from '../Stack/Stack.tsx';
import styles from './FormSection.module.css';

export interface FormSectionProps extends Omit<ComponentProps<'fieldset'>, 'title'> {
  /** The section's heading, already in the current language; it names the group of fields. */
  title: ReactNode;
  /** Fields one under the other with this space between them. */
  gap?: 2 | 4 | 6;
}

/**
 * One titled group of a long form (a product's prices, its specifications …): a fieldset whose
 * legend reads as a heading. `disabled` makes every field in it read-only at once.
 */
export function FormSection({ title, gap = 4, className, children, ...props }: FormSectionProps) {
  return (
    <fieldset {...props} className={clsx(styles.section, className)}>
      <legend className={styles.title}>{title}</legend>
      <Stack gap={gap}>{children}</Stack>
    </fieldset>
  );
}

import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import styles from './SectionStack.module.css';

export type SectionStackProps = ComponentProps<'div'>;

/**
 * A content page's sections one under the other, each as wide as the page, evenly spaced: the home
 * page, the computer-set page and the spec landing page are built this way.
 */
export function SectionStack({ className, ...props }: SectionStackProps) {
  return <div {...props} className={clsx(styles.stack, className)} />;
}

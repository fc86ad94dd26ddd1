import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'error' | 'warning' | 'info';

export interface BadgeProps extends ComponentProps<'span'> {
  /** The meaning, shown as colour; the text must say the same thing. */
  tone?: BadgeTone;
  size?: 'sm' | 'md';
}

/** A short label in a pill: "New", a count, a state. */
export function Badge({ tone = 'neutral', size = 'md', className, ...props }: BadgeProps) {
  return <span {...props} data-tone={tone} data-size={size} className={clsx(styles.badge, className)} />;
}

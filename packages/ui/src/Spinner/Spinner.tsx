import { clsx } from 'clsx';
import { VisuallyHidden } from 'radix-ui';
import { useIntl } from 'react-intl';
import { messages } from './messages.ts';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, read by screen readers; defaults to "Loading…". */
  label?: string;
  /** Inside a control that already says it is busy (a busy Button): the ring only, hidden from screen readers. */
  decorative?: boolean;
  className?: string;
}

/** A turning ring in the current text colour that says something is loading. */
export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const intl = useIntl();
  const ring = (
    <span data-size={size} className={clsx(styles.ring, decorative && className)} aria-hidden="true" />
  );
  if (decorative) return ring;
  return (
    <span role="status" className={clsx(styles.spinner, className)}>
      {ring}
      <VisuallyHidden.Root>{label ?? intl.formatMessage(messages.loading)}</VisuallyHidden.Root>
    </span>
  );
}

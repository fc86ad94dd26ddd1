import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { InboxGlyph } from '../icons/glyphs.tsx';
import stateMessage from '../styles/stateMessage.module.css';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** A decorative icon; an empty box by default. */
  icon?: ReactNode;
  /** What is empty, e.g. "Your cart is empty". */
  title: ReactNode;
  /** What to do about it, e.g. "Try changing the search or filter". */
  hint?: ReactNode;
  /** A button or link, e.g. "Continue shopping". */
  action?: ReactNode;
  className?: string;
}

/** Shown in place of a list or page that has nothing to show yet. */
export function EmptyState({ icon, title, hint, action, className }: EmptyStateProps) {
  return (
    <div className={clsx(stateMessage.state, styles.emptyState, className)}>
      <span className={clsx(stateMessage.icon, styles.icon)}>
        {icon ?? <InboxGlyph size={40} strokeWidth={1.5} />}
      </span>
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

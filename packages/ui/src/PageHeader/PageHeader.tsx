import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  /** The page's heading (h1), already in the current language. */
  title: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** The page's main actions (e.g. "Add staff"), at the end of the heading's line. */
  actions?: ReactNode;
  className?: string;
}

/** The top of a page of a staff tool: its heading, a line about it and its main actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <header className={clsx(styles.header, className)}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description && <div className={styles.description}>{description}</div>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

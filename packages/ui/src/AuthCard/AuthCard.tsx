import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import card from '../styles/card.module.css';
import splitRow from '../styles/splitRow.module.css';
import styles from './AuthCard.module.css';

export interface AuthCardProps {
  /** The page's heading (h1), already in the current language. */
  title: string;
  /** A line under the heading: what this step asks for. */
  description?: ReactNode;
  /** Above the card: the tool's name, a language switch. */
  header?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A sign-in step on its own: a centred card with a heading, a line of help and a form. */
export function AuthCard({ title, description, header, children, className }: AuthCardProps) {
  return (
    <main className={clsx(styles.page, className)}>
      {header && <div className={clsx(splitRow.splitRow, styles.header)}>{header}</div>}
      <section className={clsx(card.card, styles.card)} aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        {description && <div className={styles.description}>{description}</div>}
        <div className={styles.body}>{children}</div>
      </section>
    </main>
  );
}

import type { ReactNode } from 'react';
import styles from './SectionTitle.module.css';

/** The visible title of a home section (from the content, or the catalogue). */
export function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 className={styles.title}>{children}</h2>;
}

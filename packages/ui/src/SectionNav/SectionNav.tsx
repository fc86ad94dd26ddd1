import { clsx } from 'clsx';
import styles from './SectionNav.module.css';

export interface SectionNavItem {
  href: string;
  label: string;
  /** The section the page shows now: marked, and announced as the current page. */
  current?: boolean;
}

export interface SectionNavProps {
  /** Names the navigation for screen readers, e.g. "หมวดหมู่ย่อย" / "Subcategories". */
  label: string;
  items: SectionNavItem[];
  className?: string;
}

/**
 * The section tabs of a list page: links to the neighbouring lists (subcategories, promotions), the
 * current one marked. Real links, so each section has its own address; one row that scrolls sideways
 * on narrow screens.
 */
export function SectionNav({ label, items, className }: SectionNavProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={clsx(styles.nav, className)}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              className={styles.link}
              aria-current={item.current ? 'page' : undefined}
              data-current={item.current || undefined}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

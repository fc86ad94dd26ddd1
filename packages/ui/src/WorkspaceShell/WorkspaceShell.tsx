import { clsx } from 'clsx';
import type { ComponentType, ReactNode } from 'react';
import styles from './WorkspaceShell.module.css';

export interface WorkspaceNavItem {
  href: string;
  label: string;
  /** The page being shown: marked aria-current. */
  current?: boolean;
}

export interface WorkspaceLinkProps {
  href: string;
  className?: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

export interface WorkspaceShellProps {
  /** The tool's name beside the shop's, e.g. "Back office". */
  title: string;
  /** Names the navigation landmark. */
  navLabel: string;
  nav: WorkspaceNavItem[];
  /** The app's router link (a plain <a> when absent). */
  linkComponent?: ComponentType<WorkspaceLinkProps>;
  /** The signed-in person and their actions (language, sign out), at the end of the bar. */
  account?: ReactNode;
  children: ReactNode;
  className?: string;
}

function PlainLink({ children, ...props }: WorkspaceLinkProps) {
  return <a {...props}>{children}</a>;
}

/**
 * The frame of a staff tool: a bar with its name and the signed-in person, the navigation (a side
 * column on a desktop, a scrolling row on a phone) and the page.
 */
export function WorkspaceShell({
  title,
  navLabel,
  nav,
  linkComponent: Link = PlainLink,
  account,
  children,
  className,
}: WorkspaceShellProps) {
  return (
    <div className={clsx(styles.shell, className)}>
      <header className={styles.bar}>
        <span className={styles.title}>{title}</span>
        {account && <div className={styles.account}>{account}</div>}
      </header>
      <nav className={styles.nav} aria-label={navLabel}>
        <ul className={styles.navList}>
          {nav.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.navLink}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>{children}</main>
    </div>
  );
}

import { clsx } from 'clsx';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { Drawer } from '../Drawer/index.ts';
import styles from './MobileNavDrawer.module.css';
import { messages } from './messages.ts';

export interface NavLink {
  href: string;
  /** The link's text in the current language. */
  label: string;
}

export interface MobileNavDrawerProps {
  links: NavLink[];
  /** The page shown now: its link is marked aria-current="page". */
  currentPath: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (the hamburger); focus returns to it on close. */
  trigger?: ReactElement;
}

/** Whether a link stands for the page at `path`: the home link only for "/", others also for their sub-pages. */
export function isCurrentLink(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

/** The site's navigation in a drawer from the left, for screens below 1200 px. Choosing a link closes it. */
export function MobileNavDrawer({ links, currentPath, open, onOpenChange, trigger }: MobileNavDrawerProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);

  return (
    <Drawer side="left" title={title} open={open} onOpenChange={onOpenChange} trigger={trigger}>
      <nav aria-label={title}>
        <ul className={styles.links}>
          {links.map((link) => {
            const current = isCurrentLink(link.href, currentPath);
            return (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(styles.link, current && styles.current)}
                  onClick={() => onOpenChange(false)}
                >
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </Drawer>
  );
}

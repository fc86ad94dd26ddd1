import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Drawer } from '../Drawer/index.ts';
import { type NavLink, NavLinkList } from '../NavLinkList/NavLinkList.tsx';
import styles from './MobileNavDrawer.module.css';
import { messages } from './messages.ts';

export type { NavLink };

export interface MobileNavDrawerProps {
  links: NavLink[];
  /** The page shown now: its link is marked aria-current="page". */
  currentPath: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (the hamburger); focus returns to it on close. */
  trigger?: ReactElement;
  /** More navigation under the page links (the shop's category tree), with its own landmark name. */
  extra?: ReactNode;
}

/** The site's navigation in a drawer from the left, for screens below 1200 px. Choosing a link closes it. */
export function MobileNavDrawer({
  links,
  currentPath,
  open,
  onOpenChange,
  trigger,
  extra,
}: MobileNavDrawerProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  // Links inside `extra` are not ours to wire up: a click that lands on any of them closes the drawer.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onOpenChange(false);
  };

  return (
    <Drawer side="left" title={title} open={open} onOpenChange={onOpenChange} trigger={trigger}>
      <nav aria-label={title}>
        <NavLinkList
          links={links}
          currentPath={currentPath}
          classNames={{ list: styles.links, link: styles.link, current: styles.current }}
          onFollow={() => onOpenChange(false)}
        />
      </nav>
      {extra && (
        // Only observes clicks that bubble up from links, which have their own keyboard handling.
        // biome-ignore lint/a11y/noStaticElementInteractions: not an interactive element itself
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too
        <div className={styles.extra} onClick={closeOnLink}>
          {extra}
        </div>
      )}
    </Drawer>
  );
}

import { Accordion, NavigationMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '../Skeleton/index.ts';
import styles from './CategoryMenu.module.css';
import { messages } from './messages.ts';

export interface CategoryMenuItem {
  id: string;
  label: string;
  href: string;
  children: CategoryMenuItem[];
}

export interface CategoryMenuProps {
  status: 'loading' | 'error' | 'ready';
  /** Up to three levels; labels already in the current language. */
  items: CategoryMenuItem[];
  /** Shown as a retry button in the error state. */
  onRetry?: () => void;
  /**
   * "bar": top-level entries with drop-down panels, for the desktop header.
   * "list": an accordion, for the mobile navigation drawer.
   */
  layout: 'bar' | 'list';
}

/** The shop's category navigation, as a desktop bar or as an accordion list (see `layout`). */
export function CategoryMenu({ status, items, onRetry, layout }: CategoryMenuProps) {
  const intl = useIntl();

  if (status === 'loading') {
    return (
      <div role="status" className={styles.status}>
        <span className={styles.skeleton} aria-hidden="true">
          <Skeleton shape="rect" width={96} height="var(--space-4)" className={styles.skeletonBar} />
          <Skeleton shape="rect" width={96} height="var(--space-4)" className={styles.skeletonBar} />
          <Skeleton shape="rect" width={96} height="var(--space-4)" className={styles.skeletonBar} />
        </span>
        <span>{intl.formatMessage(messages.loading)}</span>
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className={styles.status}>
        <p role="alert" className={styles.errorText}>
          {intl.formatMessage(messages.error)}
        </p>
        {onRetry && (
          <button type="button" className={styles.retryButton} onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </button>
        )}
      </div>
    );
  }

  if (items.length === 0) {
    return <p className={styles.status}>{intl.formatMessage(messages.empty)}</p>;
  }

  const label = intl.formatMessage(messages.label);
  const viewAllLabel = (item: CategoryMenuItem) => intl.formatMessage(messages.viewAll, { name: item.label });

  if (layout === 'bar') {
    return (
      <NavigationMenu.Root aria-label={label} className={styles.barRoot}>
        <NavigationMenu.List className={styles.bar}>
          {items.map((item) => (
            <NavigationMenu.Item key={item.id} value={item.id}>
              {item.children.length === 0 ? (
                <NavigationMenu.Link href={item.href} className={styles.barEntry}>
                  {item.label}
                </NavigationMenu.Link>
              ) : (
                <>
                  <NavigationMenu.Trigger className={styles.barEntry}>
                    {item.label}
                    <Chevron />
                  </NavigationMenu.Trigger>
                  <NavigationMenu.Content className={styles.panel}>
                    <NavigationMenu.Link href={item.href} className={styles.viewAll}>
                      {viewAllLabel(item)}
                    </NavigationMenu.Link>
                    <CategoryGroups groups={item.children} Link={MenuLink} />
                  </NavigationMenu.Content>
                </>
              )}
            </NavigationMenu.Item>
          ))}
        </NavigationMenu.List>
        <NavigationMenu.Viewport className={styles.viewport} />
      </NavigationMenu.Root>
    );
  }

  return (
    <nav aria-label={label}>
      <Accordion.Root type="multiple" className={styles.accordion}>
        {items.map((item) =>
          item.children.length === 0 ? (
            <a key={item.id} href={item.href} className={styles.accordionEntry}>
              {item.label}
            </a>
          ) : (
            <Accordion.Item key={item.id} value={item.id} className={styles.accordionItem}>
              <Accordion.Header asChild>
                <div>
                  <Accordion.Trigger className={styles.accordionEntry}>
                    {item.label}
                    <Chevron />
                  </Accordion.Trigger>
                </div>
              </Accordion.Header>
              <Accordion.Content className={styles.accordionContent}>
                <a href={item.href} className={styles.viewAll}>
                  {viewAllLabel(item)}
                </a>
                <CategoryGroups groups={item.children} Link={PlainLink} />
              </Accordion.Content>
            </Accordion.Item>
          ),
        )}
      </Accordion.Root>
    </nav>
  );
}

type LinkComponent = (props: { href: string; className?: string; children: ReactNode }) => ReactNode;

// Inside the desktop menu links join Radix's focus group (arrow keys) and close the panel when chosen.
const MenuLink: LinkComponent = (props) => <NavigationMenu.Link {...props} />;
const PlainLink: LinkComponent = (props) => <a {...props} />;

/** Level-2 categories with their level-3 links, shared by the desktop panel and the mobile list. */
function CategoryGroups({ groups, Link }: { groups: CategoryMenuItem[]; Link: LinkComponent }) {
  return (
    <ul className={styles.groups}>
      {groups.map((group) => (
        <li key={group.id} className={styles.group}>
          <Link href={group.href} className={styles.groupLink}>
            {group.label}
          </Link>
          {group.children.length > 0 && (
            <ul className={styles.leaves}>
              {group.children.map((leaf) => (
                <li key={leaf.id}>
                  <Link href={leaf.href} className={styles.leafLink}>
                    {leaf.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

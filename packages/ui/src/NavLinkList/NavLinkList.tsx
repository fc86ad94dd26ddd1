import { clsx } from 'clsx';

export interface NavLink {
  href: string;
  /** The link's text in the current language. */
  label: string;
}

/** Whether a link stands for the page at `path`: the home link only for "/", others also for their sub-pages. */
export function isCurrentLink(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}

export interface NavLinkListProps {
  links: NavLink[];
  /** The page shown now: its link is marked aria-current="page". */
  currentPath: string;
  /** The list's, a link's and the current link's classes, from the navigation that shows them. */
  classNames: { list?: string; link?: string; current?: string };
  /** Called when a link is chosen (a drawer closes). */
  onFollow?: () => void;
}

/** The site's page links as a list, the current page's marked. */
export function NavLinkList({ links, currentPath, classNames, onFollow }: NavLinkListProps) {
  return (
    <ul className={classNames.list}>
      {links.map((link) => {
        const current = isCurrentLink(link.href, currentPath);
        return (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={current ? 'page' : undefined}
              className={clsx(classNames.link, current && classNames.current)}
              onClick={onFollow}
            >
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { Dropdown } from '../Dropdown/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { CartGlyph, GlobeGlyph, MenuGlyph, SearchGlyph, UserGlyph } from '../icons/glyphs.tsx';
import { MobileNavDrawer, type NavLink } from '../MobileNavDrawer/index.ts';
import { NavLinkList } from '../NavLinkList/NavLinkList.tsx';
import { messages } from './messages.ts';
import styles from './Navbar.module.css';

export type NavbarLocale = 'th' | 'en';

export interface NavbarProps {
  /** The page shown now, for aria-current on its link. */
  currentPath: string;
  /** The site's pages, in order, already in the current language (the owner decides which show). */
  links: NavLink[];
  /** A customer is logged in: the cart count shows. */
  signedIn: boolean;
  /** Items in the customer's cart (the badge on the cart button). */
  cartCount?: number;
  locale: NavbarLocale;
  onLocaleChange: (locale: NavbarLocale) => void;
  /** Opens the search popup. */
  onSearch: () => void;
  /** The account button: the account popup for customers, the login popup for guests. */
  onAccount: () => void;
  /** The cart button: the cart for customers, the login popup for guests. */
  onCart: () => void;
  /** More navigation for the drawer below 1200 px, under the page links (the shop's category tree). */
  drawerExtra?: ReactNode;
}

/** Above this count the badge shows "99+". */
const MAX_BADGE_COUNT = 99;

/**
 * The top bar: logo, the site's pages (from 1200 px; a hamburger with a drawer below), search,
 * language, account and cart. It fetches nothing: state comes in through props, actions go out.
 */
export function Navbar({
  links,
  currentPath,
  signedIn,
  cartCount = 0,
  locale,
  onLocaleChange,
  onSearch,
  onAccount,
  onCart,
  drawerExtra,
}: NavbarProps) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const showCount = signedIn && cartCount > 0;
  const languageNames = { th: intl.formatMessage(messages.thai), en: intl.formatMessage(messages.english) };

  return (
    <div className={styles.navbar}>
      <MobileNavDrawer
        links={links}
        currentPath={currentPath}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        extra={drawerExtra}
        trigger={
          <IconButton
            label={intl.formatMessage(messages.menu)}
            icon={<MenuGlyph />}
            className={styles.menuButton}
          />
        }
      />

      <a href="/" className={styles.logo}>
        {intl.formatMessage(messages.logo)}
      </a>

      <nav aria-label={intl.formatMessage(messages.main)} className={styles.pages}>
        <NavLinkList
          links={links}
          currentPath={currentPath}
          classNames={{ list: styles.links, link: styles.link, current: styles.current }}
        />
      </nav>

      <div className={styles.actions}>
        <IconButton label={intl.formatMessage(messages.search)} icon={<SearchGlyph />} onClick={onSearch} />
        <Dropdown
          trigger={
            <Button
              variant="ghost"
              aria-label={intl.formatMessage(messages.language, { language: languageNames[locale] })}
              className={styles.language}
            >
              <GlobeGlyph />
              <span className={styles.languageName}>{languageNames[locale]}</span>
            </Button>
          }
          choice={{
            label: intl.formatMessage(messages.languageMenu),
            value: locale,
            options: [
              { value: 'th', label: languageNames.th },
              { value: 'en', label: languageNames.en },
            ],
            onValueChange: (value) => onLocaleChange(value === 'en' ? 'en' : 'th'),
          }}
        />
        <IconButton
          label={intl.formatMessage(signedIn ? messages.account : messages.login)}
          icon={<UserGlyph />}
          onClick={onAccount}
        />
        <span className={styles.cart}>
          <IconButton
            label={
              showCount
                ? intl.formatMessage(messages.cartWithCount, { count: cartCount })
                : intl.formatMessage(messages.cart)
            }
            icon={<CartGlyph />}
            onClick={onCart}
          />
          {showCount && (
            <span className={styles.count} aria-hidden="true">
              {cartCount > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : cartCount}
            </span>
          )}
        </span>
      </div>
    </div>
  );
}

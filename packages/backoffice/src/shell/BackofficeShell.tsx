import type { StaffPermission } from '@probuild/api-client/backoffice';
import { Badge, Button, WorkspaceShell } from '@probuild/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { LocaleSwitch } from '../i18n/LocaleSwitch.tsx';
import { type MessageId, useText } from '../i18n/messages.ts';
import { type SignedIn, useStaffSession } from '../session/StaffSession.tsx';

/** The pages of the back office, each shown to the roles holding its permission. */
export const PAGES: { href: string; label: MessageId; permission?: StaffPermission }[] = [
  { href: '/', label: 'nav.home' },
  { href: '/orders', label: 'nav.orders', permission: 'orders.read' },
  { href: '/products', label: 'nav.products' },
  { href: '/brands', label: 'nav.brands', permission: 'catalogue.edit' },
  { href: '/stock', label: 'nav.stock', permission: 'catalogue.edit' },
  { href: '/content', label: 'nav.content', permission: 'content.edit' },
  { href: '/content/promotions', label: 'nav.promotions', permission: 'content.edit' },
  { href: '/discounts', label: 'nav.discounts', permission: 'discounts.manage' },
  { href: '/customers', label: 'nav.customers', permission: 'customers.read' },
  { href: '/staff', label: 'nav.staff', permission: 'staff.manage' },
  { href: '/audit', label: 'nav.audit', permission: 'audit.read' },
];

/** The frame around every page once signed in: navigation by role, who is signed in, sign out. */
export function BackofficeShell({ signedIn, children }: { signedIn: SignedIn; children: ReactNode }) {
  const t = useText();
  const [location] = useLocation();
  const { client, forget } = useStaffSession();
  const signOut = async () => {
    try {
      await client.DELETE('/session');
    } finally {
      forget();
    }
  };
  const shown = PAGES.filter((page) => !page.permission || signedIn.may(page.permission));
  // The current page is the longest entry the address starts with (/content/promotions, not /content).
  const current = shown
    .filter((page) => (page.href === '/' ? location === '/' : location.startsWith(page.href)))
    .reduce<string | null>(
      (best, page) => (best && best.length >= page.href.length ? best : page.href),
      null,
    );
  const nav = shown.map((page) => ({
    href: page.href,
    label: t(page.label),
    current: page.href === current,
  }));
  return (
    <WorkspaceShell
      title={t('app.title')}
      navLabel={t('app.navLabel')}
      nav={nav}
      linkComponent={Link}
      account={
        <>
          <span>{signedIn.staff.name}</span>
          <Badge tone="neutral">{t(`role.${signedIn.staff.role}`)}</Badge>
          <LocaleSwitch onBrand />
          <Button size="sm" variant="secondary" onClick={signOut}>
            {t('app.signOut')}
          </Button>
        </>
      }
    >
      {children}
    </WorkspaceShell>
  );
}

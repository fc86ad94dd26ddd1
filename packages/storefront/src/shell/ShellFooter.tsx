import { localize } from '@probuild/api-client';
import { contentFailureMessage } from '@probuild/machines';
import { Footer, type FooterLinkGroup } from '@probuild/ui';
import { useIntl } from 'react-intl';
import { queries } from '../api/client.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { useMachineText } from './useMachineText.ts';

const LINK_GROUPS = [
  {
    title: 'shell.footer.shop',
    links: [
      { label: 'shell.nav.home', href: '/' },
      { label: 'shell.nav.comset', href: '/comset' },
      { label: 'shell.nav.spec', href: '/spec' },
      { label: 'shell.nav.compare', href: '/compare' },
    ],
  },
  {
    title: 'shell.footer.help',
    links: [
      { label: 'shell.nav.about', href: '/about' },
      { label: 'shell.nav.afterSale', href: '/afterSale' },
      { label: 'shell.footer.terms', href: '/terms' },
      { label: 'shell.footer.privacyPolicy', href: '/privacy-policy' },
      { label: 'shell.footer.cookiePolicy', href: '/privacy' },
    ],
  },
];

/** The footer of every page: the company and its social links from GET /web/about, the shop's own links. */
export function ShellFooter() {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const about = queries.useQuery('get', '/web/about');
  const info = about.data?.data;
  const linkGroups: FooterLinkGroup[] = LINK_GROUPS.map((group) => ({
    title: intl.formatMessage({ id: group.title }),
    links: group.links.map((link) => ({ label: intl.formatMessage({ id: link.label }), href: link.href })),
  }));
  return (
    <Footer
      status={about.isPending ? 'loading' : about.isError ? 'error' : 'ready'}
      errorMessage={about.isError ? text(contentFailureMessage(about.error)) : undefined}
      company={
        info && {
          name: localize(info.companyInfo.name, locale),
          description: localize(info.companyInfo.description, locale),
          address: localize(info.companyInfo.address, locale),
          phone: info.companyInfo.phone,
          email: info.companyInfo.email,
          line: info.companyInfo.line,
        }
      }
      linkGroups={linkGroups}
      social={info?.socialMedia.map((item) => ({
        id: item._id,
        name: item.name,
        url: item.url,
        icon: item.icon,
      }))}
      mapSrc={info?.companyInfo.googleMap}
      year={new Date().getFullYear()}
    />
  );
}

import { localize } from '@probuild/api-client';
import { contentFailureMessage } from '@probuild/machines';
import { contentLink, Skeleton, SocialIcon } from '@probuild/ui';
import facts from '@probuild/ui/styles/facts.module.css';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import { useMachineText } from '../../shell/useMachineText.ts';
import styles from './AboutPage.module.css';

const LEGAL_LINKS = [
  { href: '/terms', label: 'shell.footer.terms' },
  { href: '/privacy-policy', label: 'shell.footer.privacyPolicy' },
  { href: '/privacy', label: 'shell.footer.cookiePolicy' },
];

/** /about: the company from GET /web/about, how to reach it, its delivery partners and its map. */
export default function AboutPage() {
  const intl = useIntl();
  const locale = useLocale();
  const text = useMachineText();
  const about = queries.useQuery('get', '/web/about');

  if (about.isError) {
    return (
      <QueryErrorState
        query={about}
        message={text(contentFailureMessage(about.error))}
        retryLabel={intl.formatMessage({ id: 'legal.retry' })}
      />
    );
  }
  if (!about.data) {
    return (
      <div className={`${stack.gap5} ${styles.page}`} aria-busy="true">
        <p role="status" className={textStyles.muted}>
          {intl.formatMessage({ id: 'about.loading' })}
        </p>
        <Skeleton lines={6} />
      </div>
    );
  }
  const { companyInfo, brandLogos, socialMedia } = about.data.data;
  const name = localize(companyInfo.name, locale);
  const map = contentLink(companyInfo.googleMap);
  return (
    <article className={`${stack.gap5} ${styles.page}`} aria-labelledby="about-title">
      <h1 id="about-title" className={textStyles.title}>
        {name}
      </h1>
      <p className={styles.description}>{localize(companyInfo.description, locale)}</p>
      <div className={styles.columns}>
        <section aria-labelledby="about-contact">
          <h2 id="about-contact">{intl.formatMessage({ id: 'about.contact' })}</h2>
          <dl className={`${facts.facts} ${styles.contact}`}>
            <div>
              <dt>{intl.formatMessage({ id: 'about.phone' })}</dt>
              <dd>
                <a href={`tel:${companyInfo.phone.replace(/[^\d+]/g, '')}`}>{companyInfo.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'about.email' })}</dt>
              <dd>
                <a href={`mailto:${companyInfo.email}`}>{companyInfo.email}</a>
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'about.line' })}</dt>
              <dd>{companyInfo.line}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage({ id: 'about.address' })}</dt>
              <dd>{localize(companyInfo.address, locale)}</dd>
            </div>
          </dl>
          <h2>{intl.formatMessage({ id: 'about.social' })}</h2>
          <ul className={`${listStyles.bare} ${styles.inline}`}>
            {socialMedia.map((item) => {
              const link = contentLink(item.url);
              return (
                <li key={item._id}>
                  {link ? (
                    <a {...link} className={styles.social}>
                      <SocialIcon icon={item.icon} />
                      {item.name}
                    </a>
                  ) : (
                    item.name
                  )}
                </li>
              );
            })}
          </ul>
          <h2>{intl.formatMessage({ id: 'about.legal' })}</h2>
          <ul className={`${listStyles.bare} ${styles.inline}`}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{intl.formatMessage({ id: link.label })}</a>
              </li>
            ))}
          </ul>
        </section>
        {map?.target && (
          <iframe
            className={styles.map}
            src={map.href}
            title={intl.formatMessage({ id: 'about.map' }, { name })}
            loading="lazy"
            // The map's provider is told nothing of the page it is shown on.
            referrerPolicy="no-referrer"
          />
        )}
      </div>
      {brandLogos.all.length > 0 && (
        <section aria-labelledby="about-delivery">
          <h2 id="about-delivery">{intl.formatMessage({ id: 'about.delivery' })}</h2>
          <ul className={`${listStyles.bare} ${styles.logos}`}>
            {brandLogos.all.map((logo) => (
              <li key={logo._id}>
                <img src={logo.imageUrl} alt={logo.altText || logo.name} height={40} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

import { VisuallyHidden } from 'radix-ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { contentLink } from '../contentLink.ts';
import { linkMessages } from '../linkMessages.ts';
import styles from './Footer.module.css';
import { messages } from './messages.ts';
import { SocialIcon } from './socialIcons.tsx';

export interface FooterCompany {
  name: string;
  description?: string;
  address?: string;
  phone?: string;
  email?: string;
  /** The LINE id, e.g. "@probuild". */
  line?: string;
}

export interface FooterLinkGroup {
  title: string;
  links: { label: string; href: string }[];
}

export interface FooterSocialLink {
  id: string;
  /** The network's name, the link's accessible name: "Facebook". */
  name: string;
  url: string;
  /** Icon key: facebook, line, youtube, tiktok, instagram; others get a plain link mark. */
  icon: string;
}

export interface FooterProps {
  /** The company information comes from a call: its state. */
  status: 'loading' | 'error' | 'ready';
  /** Shown in place of the company information when status is error. */
  errorMessage?: string;
  /** Texts in the current language. */
  company?: FooterCompany;
  /** Columns of links (the shop's own pages). */
  linkGroups: FooterLinkGroup[];
  social?: FooterSocialLink[];
  /** An https map to embed (e.g. Google Maps embed); no map without it. */
  mapSrc?: string | null;
  /** The year of the copyright line. */
  year: number;
}

/** The page footer: company information and contacts, link columns, social links and an optional map. */
export function Footer({
  status,
  errorMessage,
  company,
  linkGroups,
  social = [],
  mapSrc,
  year,
}: FooterProps) {
  const intl = useIntl();
  const map = contentLink(mapSrc);
  const newTab = intl.formatMessage(linkMessages.newTab);
  const companyHeadingId = useId();

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby={companyHeadingId}>
          <h2 id={companyHeadingId} className={styles.heading}>
            {company?.name ?? intl.formatMessage(messages.contact)}
          </h2>
          {status === 'loading' && <p role="status">{intl.formatMessage(messages.loading)}</p>}
          {status === 'error' && (
            <p role="alert" className={styles.error}>
              {errorMessage || intl.formatMessage(messages.error)}
            </p>
          )}
          {status === 'ready' && company && (
            <>
              {company.description && <p className={styles.description}>{company.description}</p>}
              <dl className={styles.contacts}>
                {company.address && (
                  <Contact term={intl.formatMessage(messages.address)}>{company.address}</Contact>
                )}
                {company.phone && (
                  <Contact term={intl.formatMessage(messages.phone)}>
                    <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
                  </Contact>
                )}
                {company.email && (
                  <Contact term={intl.formatMessage(messages.email)}>
                    <a href={`mailto:${company.email}`}>{company.email}</a>
                  </Contact>
                )}
                {company.line && <Contact term="LINE">{company.line}</Contact>}
              </dl>
            </>
          )}
          {social.length > 0 && (
            <ul className={styles.social} aria-label={intl.formatMessage(messages.social)}>
              {social.map((item) => {
                const link = contentLink(item.url);
                return (
                  link && (
                    <li key={item.id}>
                      <a {...link} className={styles.socialLink} title={item.name}>
                        <SocialIcon icon={item.icon} />
                        <VisuallyHidden.Root>
                          {item.name}
                          {link.target && ` ${newTab}`}
                        </VisuallyHidden.Root>
                      </a>
                    </li>
                  )
                );
              })}
            </ul>
          )}
        </section>

        {linkGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className={styles.heading}>{group.title}</h2>
            <ul className={styles.links}>
              {group.links.map((item) => {
                const link = contentLink(item.href);
                return (
                  link && (
                    <li key={item.href}>
                      <a {...link}>
                        {item.label}
                        {link.target && <VisuallyHidden.Root> {newTab}</VisuallyHidden.Root>}
                      </a>
                    </li>
                  )
                );
              })}
            </ul>
          </nav>
        ))}

        {map?.target && (
          <FooterMap src={map.href} title={intl.formatMessage(messages.map, { name: company?.name ?? '' })} />
        )}
      </div>
      <p className={styles.copyright}>
        {intl.formatMessage(messages.copyright, { year, name: company?.name ?? 'ProBuild' })}
      </p>
    </footer>
  );
}

function Contact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.contact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The embedded map is made once it comes within 300 px of the screen. A maps embed is heavy (its own
 * scripts and tiles), and most visits never scroll down to the footer; the browser's own lazy loading
 * starts it thousands of pixels early. Until then it is an empty box of its size: even a frame with no
 * address is a document of its own, which the browser would make while the page loads.
 */
function FooterMap({ src, title }: { src: string; title: string }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? (
    <iframe src={src} title={title} referrerPolicy="no-referrer" className={styles.map} />
  ) : (
    <div ref={placeholder} className={styles.map} />
  );
}

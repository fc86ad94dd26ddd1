import { localize } from '@probuild/api-client';
import { Button, Skeleton } from '@probuild/ui';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import { useIntl } from 'react-intl';
import { useRoute } from 'wouter';
import { queries } from '../../api/client.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { QueryErrorState } from '../../shared/QueryErrorState/index.ts';
import { formatDate } from '../../shell/formatDate.ts';
import { paragraphs } from '../../shell/paragraphs.ts';
import { CookieChoice } from './CookieChoice.tsx';
import styles from './LegalPage.module.css';

type LegalSlug = 'terms' | 'privacy-policy' | 'privacy';

/** Which legal text a route shows; /privacy is the cookie policy. */
function useSlug(): LegalSlug {
  const [terms] = useRoute('/terms');
  const [privacyPolicy] = useRoute('/privacy-policy');
  if (terms) return 'terms';
  return privacyPolicy ? 'privacy-policy' : 'privacy';
}

/**
 * /terms, /privacy-policy and /privacy: the server's text with its effective date, a table of
 * contents, and a layout for reading long Thai text that also prints cleanly.
 */
export default function LegalPage() {
  const intl = useIntl();
  const locale = useLocale();
  const slug = useSlug();
  const page = queries.useQuery('get', '/pages/legal/{slug}', { params: { path: { slug } } });

  if (page.isError) {
    return (
      <QueryErrorState
        query={page}
        message={intl.formatMessage({ id: 'legal.loadFailed' })}
        retryLabel={intl.formatMessage({ id: 'legal.retry' })}
      />
    );
  }
  if (!page.data) {
    return (
      <div className={`${stack.gap5} ${styles.page}`} aria-busy="true">
        <p role="status" className={textStyles.note}>
          {intl.formatMessage({ id: 'legal.loading' })}
        </p>
        <Skeleton lines={8} />
      </div>
    );
  }
  const legal = page.data.data;
  const anchor = (index: number) => `${slug}-${index + 1}`;
  return (
    <article className={`${stack.gap5} ${styles.page}`} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {localize(legal.title, locale)}
        </h1>
        <p className={textStyles.note}>
          {intl.formatMessage({ id: 'legal.effective' }, { date: formatDate(legal.effectiveDate, locale) })}
        </p>
        <Button variant="secondary" size="sm" className={styles.print} onClick={() => window.print()}>
          {intl.formatMessage({ id: 'legal.print' })}
        </Button>
      </header>
      {slug === 'privacy' && <CookieChoice />}
      <nav aria-labelledby="legal-contents" className={styles.contents}>
        <h2 id="legal-contents" className={styles.contentsTitle}>
          {intl.formatMessage({ id: 'legal.contents' })}
        </h2>
        <ol>
          {legal.sections.map((section, index) => (
            <li key={anchor(index)}>
              <a href={`#${anchor(index)}`}>{localize(section.heading, locale)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {legal.sections.map((section, index) => (
        <section
          key={anchor(index)}
          id={anchor(index)}
          className={styles.section}
          aria-labelledby={`${anchor(index)}-heading`}
        >
          <h2 id={`${anchor(index)}-heading`}>{localize(section.heading, locale)}</h2>
          {paragraphs(localize(section.body, locale)).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

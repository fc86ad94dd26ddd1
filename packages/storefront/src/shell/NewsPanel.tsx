import { localize, toApiError } from '@probuild/api-client';
import { EmptyState, ErrorState, Spinner } from '@probuild/ui';
import listStyles from '@probuild/ui/styles/list.module.css';
import stack from '@probuild/ui/styles/stack.module.css';
import textStyles from '@probuild/ui/styles/text.module.css';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { queries } from '../api/client.ts';
import { useLocale } from '../i18n/useLocale.ts';
import { formatDate } from './formatDate.ts';
import styles from './NewsPanel.module.css';

/** The account popup's news: active items, newest first. */
export function NewsPanel() {
  const intl = useIntl();
  const locale = useLocale();
  const news = queries.useQuery('get', '/pages/home/news');
  const items = (news.data?.data ?? [])
    .filter((item) => item.isActive)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

  let body: ReactNode;
  if (news.isPending) {
    body = (
      <p role="status" className={`${textStyles.muted} ${textStyles.withIcon}`}>
        <Spinner decorative size="sm" />
        {intl.formatMessage({ id: 'shell.news.loading' })}
      </p>
    );
  } else if (news.isError) {
    // An answer from the server that says no, or no answer at all.
    const id = toApiError(news.error).kind === 'http' ? 'shell.news.fetchFailed' : 'shell.news.loadError';
    body = <ErrorState message={intl.formatMessage({ id })} />;
  } else if (items.length === 0) {
    body = <EmptyState title={intl.formatMessage({ id: 'shell.news.empty' })} />;
  } else {
    body = (
      // Scrolls when there is much news: focusable, so that a keyboard can scroll it too.
      <ul
        className={`${listStyles.bare} ${stack.gap3} ${styles.list}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
        tabIndex={0}
        aria-labelledby="news-title"
      >
        {items.map((item) => (
          <li key={item._id} className={`${stack.gap1} ${styles.item}`}>
            <h4 className={styles.title}>{localize(item.title, locale)}</h4>
            <p className={styles.description}>{localize(item.description, locale)}</p>
            <time dateTime={item.date} className={styles.date}>
              {formatDate(item.date, locale)}
            </time>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="news-title" className={stack.gap3}>
      <h3 id="news-title" className={styles.heading}>
        {intl.formatMessage({ id: 'shell.news.title' })}
      </h3>
      {body}
    </section>
  );
}

import { clsx } from 'clsx';
import { VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contentLink } from '../contentLink.ts';
import { ArrowRightGlyph } from '../icons/glyphs.tsx';
import { linkMessages } from '../linkMessages.ts';
import { Spinner } from '../Spinner/index.ts';
import { messages } from './messages.ts';
import styles from './PromotionStrip.module.css';

export interface PromotionStripProps {
  status: 'loading' | 'error' | 'ready';
  /** Shown in yellow when status is error, e.g. "Failed to fetch banner data". */
  errorMessage?: string;
  /** The current promotion's title in the current language; none means there is no promotion. */
  title?: string;
  /**
   * The current promotion's link: an http(s) address opens in a new tab without opener or referrer,
   * an internal path is a plain link, anything else makes the strip no link at all.
   */
  href?: string | null;
}

/**
 * The 45 px magenta strip at the top of every page with the current promotion. Which promotion is
 * current (and its rotation) is decided by the page.
 */
export function PromotionStrip({ status, errorMessage, title, href }: PromotionStripProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.label);

  let content: ReactNode;
  if (status === 'loading') {
    content = (
      <span role="status" className={styles.content}>
        <Spinner decorative size="sm" />
        {intl.formatMessage(messages.loading)}
      </span>
    );
  } else if (status === 'error') {
    content = (
      <span role="alert" className={clsx(styles.content, styles.error)}>
        {errorMessage || intl.formatMessage(messages.error)}
      </span>
    );
  } else if (!title) {
    content = <span className={styles.content}>{intl.formatMessage(messages.empty)}</span>;
  } else {
    const link = contentLink(href);
    const text = (
      <>
        <span className={styles.title}>{title}</span>
        <ArrowRightGlyph size={18} />
      </>
    );
    content = link ? (
      <a {...link} className={clsx(styles.content, styles.link)}>
        {text}
        {link.target && <VisuallyHidden.Root> {intl.formatMessage(linkMessages.newTab)}</VisuallyHidden.Root>}
      </a>
    ) : (
      <span className={styles.content}>{text}</span>
    );
  }

  return (
    <aside aria-label={label} className={styles.strip}>
      {content}
    </aside>
  );
}

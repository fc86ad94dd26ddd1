import { EmptyState, ErrorState, Spinner } from '@probuild/ui';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ContentState } from '../homeContent.ts';
import styles from './ContentSection.module.css';

export interface ContentSectionProps<Data> {
  /** The section's accessible name, from the catalogue ("เมนูลัด" / "Shortcuts"). */
  label: string;
  state: ContentState<Data>;
  /**
   * Whether the answer holds nothing to show. By default a list is empty when it has no items; a single
   * piece of content (always present) has no empty state.
   */
  isEmpty?: (data: Data) => boolean;
  /** Shown when the answer is empty. */
  emptyText?: string;
  /**
   * Lays out the section. It may set `--placeholder-block-size`: the height the loading, error and
   * empty states keep, close to the content's, so the page does not jump when the answer comes.
   */
  className?: string;
  /** The content is itself a region with this label (a ui scroller, gallery…): no second region around it. */
  contentNamesItself?: boolean;
  children: (data: Data) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One section of the home page in its own state: loading, the error of its own call with a retry, its
 * empty text, or its content. A failing call therefore never breaks the other sections.
 */
export function ContentSection<Data>({
  label,
  state,
  isEmpty = isEmptyList,
  emptyText,
  className,
  contentNamesItself = false,
  children,
}: ContentSectionProps<Data>) {
  const empty = state.status === 'ready' && isEmpty(state.data);
  if (state.status === 'ready' && !empty && contentNamesItself) {
    return (
      <div className={className} data-status="ready">
        {children(state.data)}
      </div>
    );
  }
  return (
    <section aria-label={label} className={className} data-status={empty ? 'empty' : state.status}>
      {state.status === 'loading' ? (
        <p role="status" className={`${styles.placeholder} ${styles.loading}`}>
          <Spinner size="sm" decorative />
          <FormattedMessage id="home.section.loading" />
        </p>
      ) : state.status === 'error' ? (
        <ErrorState message={state.message} onRetry={state.retry} className={styles.placeholder} />
      ) : empty ? (
        <EmptyState title={emptyText} className={styles.placeholder} />
      ) : (
        children(state.data)
      )}
    </section>
  );
}

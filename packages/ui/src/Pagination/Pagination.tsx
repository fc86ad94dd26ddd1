import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import { Button } from '../Button/index.ts';
import { ChevronLeftGlyph, ChevronRightGlyph } from '../icons/glyphs.tsx';
import { Select } from '../Select/index.ts';
import textStyles from '../styles/text.module.css';
import { messages } from './messages.ts';
import styles from './Pagination.module.css';
import { pageItems } from './pageItems.ts';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** The number of items in the whole list; with none the component renders nothing. */
  totalItems: number;
  onPageChange: (page: number) => void;
  /** The choices of the items-per-page select (e.g. 4, 8, 12, 16, 20); the select shows with `onPageSizeChange`. */
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  className?: string;
}

/**
 * "Showing X–Y of N items", Previous/Next and at most five page numbers (first and last with ellipses
 * between), and an optional items-per-page select. Previous and Next stay focusable at the ends
 * (aria-disabled), so focus is not lost on the first or last page.
 */
export function Pagination({
  page,
  pageSize,
  totalItems,
  onPageChange,
  pageSizeOptions,
  onPageSizeChange,
  className,
}: PaginationProps) {
  const intl = useIntl();
  if (totalItems <= 0) return null;

  const totalPages = Math.max(1, Math.ceil(totalItems / pageSize));
  const current = Math.min(Math.max(page, 1), totalPages);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, totalItems);
  const goTo = (target: number) => target !== current && onPageChange(target);

  return (
    <nav aria-label={intl.formatMessage(messages.label)} className={clsx(styles.pagination, className)}>
      <p className={textStyles.note}>
        {intl.formatMessage(messages.showing, { from, to, total: totalItems })}
      </p>
      <div className={styles.pages}>
        <Button
          variant="ghost"
          size="sm"
          aria-disabled={current === 1}
          onClick={() => goTo(current - 1)}
          aria-label={intl.formatMessage(messages.previous)}
        >
          <ChevronLeftGlyph size={18} />
          <span className={styles.stepText}>{intl.formatMessage(messages.previous)}</span>
        </Button>
        <ul className={styles.numbers}>
          {pageItems(current, totalPages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  className={styles.number}
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={intl.formatMessage(messages.page, { page: item })}
                  onClick={() => goTo(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} className={styles.gap} aria-hidden="true">
                …
              </li>
            ),
          )}
        </ul>
        <Button
          variant="ghost"
          size="sm"
          aria-disabled={current === totalPages}
          onClick={() => goTo(current + 1)}
          aria-label={intl.formatMessage(messages.next)}
        >
          <span className={styles.stepText}>{intl.formatMessage(messages.next)}</span>
          <ChevronRightGlyph size={18} />
        </Button>
      </div>
      {pageSizeOptions && onPageSizeChange && (
        <Select
          layout="inline"
          label={intl.formatMessage(messages.pageSize)}
          value={String(pageSize)}
          options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
          onValueChange={(size) => onPageSizeChange(Number(size))}
        />
      )}
    </nav>
  );
}

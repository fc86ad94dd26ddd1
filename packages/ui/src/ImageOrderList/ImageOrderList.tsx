import { clsx } from 'clsx';
import { useIntl } from 'react-intl';
import { Badge } from '../Badge/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { TrashGlyph } from '../icons/controlGlyphs.tsx';
import { ChevronLeftGlyph, ChevronRightGlyph } from '../icons/glyphs.tsx';
import styles from './ImageOrderList.module.css';
import { messages } from './messages.ts';

export interface ImageOrderListItem {
  id: string;
  src: string;
  width?: number;
  height?: number;
  /** A short line under the picture (its size in pixels …). */
  detail?: string;
}

export interface ImageOrderListProps {
  /** The list's name, already in the current language. */
  label: string;
  items: ImageOrderListItem[];
  /** Asks for the picture to go to place `to` (0 is the first). */
  onMove: (id: string, to: number) => void;
  onRemove: (id: string) => void;
  /** A change is on its way: the buttons wait (focus stays where it is). */
  busy?: boolean;
  className?: string;
}

/**
 * Pictures in their order, the first marked as the main one, each with buttons to move it one place
 * earlier or later and to remove it.
 */
export function ImageOrderList({
  label,
  items,
  onMove,
  onRemove,
  busy = false,
  className,
}: ImageOrderListProps) {
  const intl = useIntl();
  return (
    <ol aria-label={label} aria-busy={busy} className={clsx(styles.list, className)}>
      {items.map((item, index) => {
        const position = { number: index + 1, total: items.length };
        const first = index === 0;
        const last = index === items.length - 1;
        return (
          <li key={item.id} className={styles.picture}>
            <img
              className={styles.image}
              src={item.src}
              alt={intl.formatMessage(messages.alt, position)}
              width={item.width}
              height={item.height}
            />
            <div className={styles.details}>
              {first ? (
                <Badge tone="brand">{intl.formatMessage(messages.main)}</Badge>
              ) : (
                <span>{index + 1}</span>
              )}
              {item.detail && <span className={styles.size}>{item.detail}</span>}
            </div>
            <div className={styles.actions}>
              <IconButton
                size="sm"
                icon={<ChevronLeftGlyph />}
                label={intl.formatMessage(messages.earlier, position)}
                aria-disabled={first || busy}
                onClick={() => !first && !busy && onMove(item.id, index - 1)}
              />
              <IconButton
                size="sm"
                icon={<ChevronRightGlyph />}
                label={intl.formatMessage(messages.later, position)}
                aria-disabled={last || busy}
                onClick={() => !last && !busy && onMove(item.id, index + 1)}
              />
              <IconButton
                size="sm"
                variant="danger"
                icon={<TrashGlyph />}
                label={intl.formatMessage(messages.remove, position)}
                aria-disabled={busy}
                onClick={() => !busy && onRemove(item.id)}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

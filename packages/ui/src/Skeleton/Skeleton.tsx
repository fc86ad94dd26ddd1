import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** text: lines of text (the last one shorter); rect: an image or card; circle: an avatar. */
  shape?: 'text' | 'rect' | 'circle';
  /** Number of lines for `text`. */
  lines?: number;
  /** CSS length or pixels; text and rect fill their container by default. */
  width?: number | string;
  /** CSS length or pixels; rect defaults to 120 px, circle to its width. */
  height?: number | string;
  className?: string;
}

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A grey placeholder with a shimmer where content is still loading. Hidden from screen readers: the
 * loading region around it says "loading" (e.g. role="status" or aria-busy).
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  const size = { '--skeleton-width': length(width), '--skeleton-height': length(height) } as CSSProperties;
  if (shape !== 'text') {
    return (
      <span aria-hidden="true" data-shape={shape} className={clsx(styles.skeleton, className)} style={size} />
    );
  }
  return (
    <span aria-hidden="true" className={clsx(styles.lines, className)} style={size}>
      {Array.from({ length: lines }, (_, line) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
        <span key={line} className={clsx(styles.skeleton, styles.line)} />
      ))}
    </span>
  );
}

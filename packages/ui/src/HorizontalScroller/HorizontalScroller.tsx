import { clsx } from 'clsx';
import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../reducedMotion.ts';
import { StepArrows } from '../StepArrows/StepArrows.tsx';
import styles from './HorizontalScroller.module.css';
import { messages } from './messages.ts';

/** The spec's brand scroller: one button press moves 200 px. */
export const DEFAULT_SCROLL_STEP = 200;
/** A mouse drag moves the row this many times the pointer's distance. */
export const DRAG_MULTIPLIER = 1.5;
/** A drag shorter than this (px) still counts as a click on the item under the pointer. */
const CLICK_SLOP = 5;

export interface HorizontalScrollerProps {
  /** Accessible name of the row, e.g. "แบรนด์" / "Brands". */
  label: string;
  /** Pixels one button press scrolls: 200 by default, 374 for the TikTok row. */
  step?: number;
  /** The items, laid out in one row. */
  children: ReactNode;
  className?: string;
}

/** A row that scrolls sideways with two buttons, by touch, and by dragging with the mouse. */
export function HorizontalScroller({
  label,
  step = DEFAULT_SCROLL_STEP,
  children,
  className,
}: HorizontalScrollerProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startScroll: number; moved: boolean } | null>(null);
  // A drag that moved the row must not also count as a click on the link it started on.
  const swallowClick = useRef(false);
  // A row starts scrolled to its start, and usually holds more than it shows; the first measure
  // (below) corrects a row that fits before it is painted.
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setEdges({
      atStart: track.scrollLeft <= 0,
      atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // The observer's first report comes once the row is laid out, before it is painted: reading the
    // sizes here instead would force a layout of the page, and of rows not on screen yet.
    const observer = new ResizeObserver(updateEdges);
    observer.observe(track);
    return () => observer.disconnect();
  }, [updateEdges]);

  const scrollByStep = (direction: 1 | -1) => {
    trackRef.current?.scrollBy({
      left: direction * step,
      behavior: prefersReducedMotion() ? 'instant' : 'smooth',
    });
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || event.button !== 0) return; // touch scrolls natively
    drag.current = { startX: event.clientX, startScroll: event.currentTarget.scrollLeft, moved: false };
    swallowClick.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    const distance = event.clientX - current.startX;
    if (Math.abs(distance) > CLICK_SLOP) current.moved = true;
    event.currentTarget.scrollLeft = current.startScroll - distance * DRAG_MULTIPLIER;
  };
  const endDrag = () => {
    swallowClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  return (
    <section aria-label={label} className={clsx(styles.root, className)}>
      <StepArrows
        labels={messages}
        classNames={{ previous: styles.button, next: styles.button }}
        disabled={{ previous: edges.atStart, next: edges.atEnd }}
        onStep={scrollByStep}
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is a mouse shortcut; the buttons and native scrolling do the same by keyboard and touch. */}
        <div
          ref={trackRef}
          className={styles.track}
          onScroll={updateEdges}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerLeave={endDrag}
          onClickCapture={(event) => {
            if (swallowClick.current) event.preventDefault();
            swallowClick.current = false;
          }}
          onDragStart={(event) => event.preventDefault()}
        >
          {children}
        </div>
      </StepArrows>
    </section>
  );
}

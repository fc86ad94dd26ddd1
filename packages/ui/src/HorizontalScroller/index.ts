export type { HorizontalScrollerProps } from './HorizontalScroller.tsx';
export { DEFAULT_SCROLL_STEP, DRAG_MULTIPLIER, HorizontalScroller } from './HorizontalScroller.tsx';

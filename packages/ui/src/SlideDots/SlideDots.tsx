import { clsx } from 'clsx';
import dotStyles from '../styles/dots.module.css';

export interface SlideDotsProps {
  /** One key per slide, in order. */
  keys: string[];
  current: number;
  /** A dot's accessible name ("2 of 5"), from the slide's index. */
  label: (index: number) => string;
  onSelect: (index: number) => void;
  className?: string;
}

/** A dot per slide of a carousel or gallery; the current one is marked, a click shows that slide. */
export function SlideDots({ keys, current, label, onSelect, className }: SlideDotsProps) {
  return (
    <div className={clsx(dotStyles.dots, className)}>
      {keys.map((key, index) => (
        <button
          key={key}
          type="button"
          className={dotStyles.dot}
          aria-label={label(index)}
          aria-current={index === current ? 'true' : undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { ChevronLeftGlyph, ChevronRightGlyph } from '../icons/glyphs.tsx';

type Side = 'previous' | 'next';

export interface StepArrowsProps {
  /** The buttons' names (the messages of the carousel or gallery that shows them). */
  labels: Record<Side, MessageDescriptor>;
  classNames: Partial<Record<Side, string>>;
  /** A button is off while there is nothing further that way (a row scrolled to its end). */
  disabled?: Partial<Record<Side, boolean>>;
  /** Called with -1 for the previous slide, 1 for the next. */
  onStep: (step: -1 | 1) => void;
  /** What stands between the two buttons, if anything (a scrolling row). */
  children?: ReactNode;
}

/** Each button's glyph and the step it makes. */
const ARROWS = {
  previous: { Glyph: ChevronLeftGlyph, step: -1 },
  next: { Glyph: ChevronRightGlyph, step: 1 },
} as const;

/** The previous and next buttons over a carousel or gallery, or on both sides of a row. */
export function StepArrows({ labels, classNames, disabled = {}, onStep, children }: StepArrowsProps) {
  const intl = useIntl();
  const arrow = (side: Side) => {
    const { Glyph, step } = ARROWS[side];
    return (
      <IconButton
        label={intl.formatMessage(labels[side])}
        icon={<Glyph />}
        variant="secondary"
        className={classNames[side]}
        disabled={disabled[side]}
        onClick={() => onStep(step)}
      />
    );
  };
  return (
    <>
      {arrow('previous')}
      {children}
      {arrow('next')}
    </>
  );
}

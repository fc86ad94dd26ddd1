import { type MessageDescriptor, useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { ChevronLeftGlyph, ChevronRightGlyph } from '../icons/glyphs.tsx';

export interface StepArrowsProps {
  /** The buttons' names (the messages of the carousel or gallery that shows them). */
  labels: { previous: MessageDescriptor; next: MessageDescriptor };
  classNames: { previous?: string; next?: string };
  /** Called with -1 for the previous slide, 1 for the next. */
  onStep: (step: -1 | 1) => void;
}

/** The previous and next buttons over a carousel or gallery. */
export function StepArrows({ labels, classNames, onStep }: StepArrowsProps) {
  const intl = useIntl();
  return (
    <>
      <IconButton
        label={intl.formatMessage(labels.previous)}
        icon={<ChevronLeftGlyph />}
        variant="secondary"
        className={classNames.previous}
        onClick={() => onStep(-1)}
      />
      <IconButton
        label={intl.formatMessage(labels.next)}
        icon={<ChevronRightGlyph />}
        variant="secondary"
        className={classNames.next}
        onClick={() => onStep(1)}
      />
    </>
  );
}

import { clsx } from 'clsx';
import { type KeyboardEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { MinusGlyph, PlusGlyph } from '../icons/controlGlyphs.tsx';
import { messages } from './messages.ts';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  /** The current quantity. */
  value: number;
  /** Called with the new quantity, always within min..max. */
  onValueChange: (value: number) => void;
  /** The smallest quantity; nothing below it is accepted. */
  min?: number;
  /** The largest quantity (e.g. 10 on the product page, or the stock). */
  max?: number;
  disabled?: boolean;
  /** Accessible name of the quantity field; defaults to "Quantity". */
  label?: string;
  size?: 'sm' | 'md';
  id?: string;
  className?: string;
}

type StepButton = 'decrease' | 'increase';

/** Each button's glyph and the step it makes. */
const STEP_BUTTONS = {
  decrease: { Glyph: MinusGlyph, step: -1 },
  increase: { Glyph: PlusGlyph, step: 1 },
} as const;

/**
 * A quantity with minus and plus buttons. The field is a spinbutton: type digits (kept on blur or
 * Enter), ArrowUp/ArrowDown step, Home/End jump to min/max. The buttons are disabled at the limits and,
 * as the spinbutton pattern suggests, left out of the Tab order.
 */
export function QuantityStepper({
  value,
  onValueChange,
  min = 1,
  max,
  disabled = false,
  label,
  size = 'md',
  id,
  className,
}: QuantityStepperProps) {
  const intl = useIntl();
  // What is being typed, until it is committed; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);

  const clamp = (quantity: number) => Math.min(Math.max(quantity, min), max ?? Number.POSITIVE_INFINITY);
  const change = (quantity: number) => {
    const next = clamp(quantity);
    if (next !== value) onValueChange(next);
  };
  // Where each spinbutton key takes the quantity (End only when there is a maximum).
  const stepTargets = new Map([
    ['ArrowUp', value + 1],
    ['ArrowDown', value - 1],
    ['Home', min],
    ['End', max],
  ]);
  const commit = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    setDraft(null);
    if (!Number.isNaN(typed)) change(typed);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') return commit();
    const target = stepTargets.get(event.key);
    if (target === undefined) return;
    event.preventDefault();
    setDraft(null);
    change(target);
  };

  const atLimit = { decrease: value <= min, increase: max !== undefined && value >= max };
  const stepButton = (button: StepButton) => {
    const { Glyph, step } = STEP_BUTTONS[button];
    return (
      <IconButton
        size={size}
        label={intl.formatMessage(messages[button])}
        icon={<Glyph size={18} />}
        tabIndex={-1}
        disabled={disabled || atLimit[button]}
        onClick={() => change(value + step)}
      />
    );
  };

  return (
    <div data-size={size} className={clsx(styles.stepper, disabled && styles.disabled, className)}>
      {stepButton('decrease')}
      <input
        id={id}
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label ?? intl.formatMessage(messages.label)}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.currentTarget.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        className={styles.input}
      />
      {stepButton('increase')}
    </div>
  );
}

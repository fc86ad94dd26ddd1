import { RadioGroup, VisuallyHidden } from 'radix-ui';
import { type CSSProperties, useId } from 'react';
import { useIntl } from 'react-intl';
import { dataColour } from '../styles/dataColour.ts';
import stack from '../styles/stack.module.css';
import styles from './ColourPicker.module.css';
import { messages } from './messages.ts';

export interface ColourOption {
  /** Stable value, e.g. "black". */
  value: string;
  /** The colour's name in the current language, e.g. "สีดำ" / "Black". */
  name: string;
  /** The colour itself, a six-digit hex code from the product data. */
  code: string;
  /** An unavailable colour is shown but cannot be chosen. */
  available: boolean;
}

export interface ColourPickerProps {
  /** The visible label of the group, e.g. "สี" / "Colour". */
  label: string;
  options: ColourOption[];
  /** The chosen colour's value; nothing chosen when absent. */
  value?: string;
  onValueChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A product's colour choice: one round swatch per colour (a radio group: arrow keys move and choose).
 * Swatch colours come from the data as a custom property; unavailable colours are struck through.
 */
export function ColourPicker({ label, options, value, onValueChange, disabled }: ColourPickerProps) {
  const intl = useIntl();
  const labelId = useId();
  const chosen = options.find((option) => option.value === value);

  return (
    <div className={stack.gap2}>
      <p id={labelId} className={styles.label}>
        {label}
        {chosen && <span className={styles.chosen}>: {chosen.name}</span>}
      </p>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value ?? ''}
        onValueChange={onValueChange}
        disabled={disabled}
        orientation="horizontal"
        className={styles.swatches}
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            disabled={!option.available}
            title={option.name}
            className={styles.swatch}
            style={{ '--swatch': dataColour(option.code) } as CSSProperties}
          >
            <VisuallyHidden.Root>
              {option.available
                ? option.name
                : intl.formatMessage(messages.unavailable, { name: option.name })}
            </VisuallyHidden.Root>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}

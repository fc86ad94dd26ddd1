import { clsx } from 'clsx';
import { Select as RadixSelect } from 'radix-ui';
import { type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';
import { describedByIds, FieldMessages } from '../FieldMessages/FieldMessages.tsx';
import { CheckGlyph, ChevronDownGlyph } from '../icons/controlGlyphs.tsx';
import fieldStyles from '../styles/field.module.css';
import floating from '../styles/floating.module.css';
import inputFrame from '../styles/inputFrame.module.css';
import menuItem from '../styles/menuItem.module.css';
import visuallyHidden from '../styles/visuallyHidden.module.css';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** The visible label, already in the current language. */
  label: string;
  options: SelectOption[];
  /** The chosen value (controlled); with react-hook-form pass Controller's `field.value`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Submitted with a surrounding form (Radix renders a hidden native select). */
  name?: string;
  id?: string;
  /** Reaches the trigger button, so react-hook-form can focus the field on an error. */
  ref?: Ref<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** The label for screen readers only, where a table's column heading already says it for sighted readers. */
  labelHidden?: boolean;
  /** stacked: label above; inline: label beside a compact select (e.g. items per page). */
  layout?: 'stacked' | 'inline';
  className?: string;
}

/** A labelled single choice from a list, on Radix Select (keyboard, typeahead, screen-reader support). */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  ref,
  onBlur,
  layout = 'stacked',
  labelHidden = false,
  className,
  ...rootProps
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;

  return (
    <div data-layout={layout} className={clsx(fieldStyles.field, styles.select, className)}>
      <label htmlFor={triggerId} className={clsx(fieldStyles.label, labelHidden && visuallyHidden.hidden)}>
        {label}
      </label>
      <RadixSelect.Root {...rootProps}>
        <RadixSelect.Trigger
          id={triggerId}
          ref={ref}
          onBlur={onBlur}
          className={clsx(inputFrame.frame, styles.trigger)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(triggerId, hint, error)}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon className={styles.chevron}>
            <ChevronDownGlyph size={18} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className={clsx(floating.floating, styles.content)}
          >
            <RadixSelect.Viewport className={styles.viewport}>
              {options.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={menuItem.item}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator className={menuItem.indicator}>
                    <CheckGlyph size={16} />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      <FieldMessages id={triggerId} hint={hint} error={error} />
    </div>
  );
}

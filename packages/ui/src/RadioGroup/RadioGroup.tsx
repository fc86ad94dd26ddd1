import { clsx } from 'clsx';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedByIds, FieldMessages } from '../FieldMessages/FieldMessages.tsx';
import choice from '../styles/choice.module.css';
import fieldStyles from '../styles/field.module.css';
import styles from './RadioGroup.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line under the option's label. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<ComponentProps<typeof RadixRadioGroup.Root>, 'children' | 'asChild'> {
  /** Names the group (visible above the options). */
  label: ReactNode;
  options: RadioOption[];
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * One choice from a few visible options on Radix RadioGroup: Tab enters the group, arrow keys move and
 * choose. Controlled with `value`/`onValueChange` (react-hook-form: Controller); the ref reaches the group.
 */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  id,
  className,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  const generatedId = useId();
  const groupId = id ?? generatedId;
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <span id={`${groupId}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <RadixRadioGroup.Root
        {...props}
        id={groupId}
        orientation={orientation}
        aria-labelledby={`${groupId}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(groupId, hint, error, props['aria-describedby'])}
        data-orientation={orientation}
        className={styles.group}
      >
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          return (
            <div key={option.value} className={choice.row}>
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={clsx(choice.box, styles.radio)}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              >
                <RadixRadioGroup.Indicator className={styles.dot} />
              </RadixRadioGroup.Item>
              <span className={styles.text}>
                <label htmlFor={optionId} className={styles.label}>
                  {option.label}
                </label>
                {option.description && (
                  <span id={`${optionId}-description`} className={styles.description}>
                    {option.description}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
      <FieldMessages id={groupId} hint={hint} error={error} />
    </div>
  );
}

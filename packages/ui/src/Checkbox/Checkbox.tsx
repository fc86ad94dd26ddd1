import { clsx } from 'clsx';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedByIds, FieldMessages } from '../FieldMessages/FieldMessages.tsx';
import { CheckGlyph, MinusGlyph } from '../icons/controlGlyphs.tsx';
import choice from '../styles/choice.module.css';
import styles from './Checkbox.module.css';

export interface CheckboxProps
  extends Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children' | 'asChild'> {
  /** The visible label beside the box. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * A labelled checkbox on Radix Checkbox; `checked` may also be "indeterminate". Controlled with
 * `checked`/`onCheckedChange` (react-hook-form: Controller's field.value and field.onChange); the ref
 * reaches the box.
 */
export function Checkbox({ label, hint, error, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? generatedId;
  return (
    <div className={clsx(styles.field, className)}>
      <div className={choice.row}>
        <RadixCheckbox.Root
          {...props}
          id={boxId}
          className={clsx(choice.box, styles.box)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(boxId, hint, error, props['aria-describedby'])}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <CheckGlyph size={16} strokeWidth={3} className={styles.check} />
            <MinusGlyph size={16} strokeWidth={3} className={styles.dash} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={boxId} className={styles.label}>
          {label}
        </label>
      </div>
      <div className={styles.messages}>
        <FieldMessages id={boxId} hint={hint} error={error} />
      </div>
    </div>
  );
}

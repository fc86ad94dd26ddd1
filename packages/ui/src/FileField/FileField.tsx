import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { describedByIds, FieldMessages } from '../FieldMessages/FieldMessages.tsx';
import fieldStyles from '../styles/field.module.css';
import styles from './FileField.module.css';
import { messages } from './messages.ts';

export interface FileFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  /** The visible label, already in the current language. */
  label: string;
  /** Help under the field (the kinds and size taken), linked with aria-describedby. */
  hint?: ReactNode;
  /** Why the chosen file is refused; marks the field aria-invalid. */
  error?: ReactNode;
}

/**
 * A labelled file picker for one document (a CSV sheet …) with hint and error. Its button and the
 * chosen file's name are in the app's language, not the browser's: the native input lies, invisible,
 * over them, so a click, a tap, a dropped file and the keyboard all reach it as everywhere.
 */
export function FileField({
  label,
  hint,
  error,
  id,
  className,
  required,
  multiple,
  onChange,
  'aria-describedby': describedBy,
  ...props
}: FileFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={styles.picker}>
        <input
          {...props}
          id={inputId}
          type="file"
          required={required}
          multiple={multiple}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(inputId, hint, error, describedBy)}
          className={styles.input}
          onChange={(event) => {
            const names = [...(event.currentTarget.files ?? [])].map((file) => file.name);
            setChosen(names.length > 0 ? names.join(', ') : null);
            onChange?.(event);
          }}
        />
        {/* What the input itself shows, in the app's language; the input says it to assistive tech. */}
        <span className={styles.button} aria-hidden="true">
          {intl.formatMessage(multiple ? messages.chooseMany : messages.choose)}
        </span>
        <span className={styles.chosen} aria-hidden="true">
          {chosen ?? intl.formatMessage(messages.none)}
        </span>
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}

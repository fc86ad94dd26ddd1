import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import fieldStyles from '../FieldMessages/FieldMessages.module.css';
import { describedByIds, FieldMessages } from '../FieldMessages/FieldMessages.tsx';
import styles from './FileField.module.css';

export interface FileFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  /** The visible label, already in the current language. */
  label: string;
  /** Help under the field (the kinds and size taken), linked with aria-describedby. */
  hint?: ReactNode;
  /** Why the chosen file is refused; marks the field aria-invalid. */
  error?: ReactNode;
}

/**
 * A labelled file picker for one document (a CSV sheet …) with hint and error. The browser's own
 * button and file name are kept, so keyboards, screen readers and phones work as everywhere.
 */
export function FileField({
  label,
  hint,
  error,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  ...props
}: FileFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        {...props}
        id={inputId}
        type="file"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(inputId, hint, error, describedBy)}
        className={styles.input}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}

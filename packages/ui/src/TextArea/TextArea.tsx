import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedByIds, FieldMessages } from '../FieldMessages/FieldMessages.tsx';
import fieldStyles from '../styles/field.module.css';
import inputFrame from '../styles/inputFrame.module.css';
import inputStyles from '../TextField/TextField.module.css';
import styles from './TextArea.module.css';

export interface TextAreaProps extends ComponentProps<'textarea'> {
  /** The visible label, already in the current language. */
  label: string;
  /** Help under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** The validation error; marks the field aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
}

/**
 * A labelled multi-line text field with hint and error, drawn as the text field is. The ref
 * reaches the <textarea>, so react-hook-form's `register()` can be spread onto it.
 */
export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  required,
  rows = 4,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        {...props}
        id={inputId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(inputId, hint, error, describedBy)}
        className={clsx(inputFrame.frame, inputStyles.input, styles.area)}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}

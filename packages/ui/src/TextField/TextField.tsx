import { clsx } from 'clsx';
import { type ChangeEvent, type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { describedByIds, FieldMessages } from '../FieldMessages/FieldMessages.tsx';
import { IconButton } from '../IconButton/index.ts';
import { EyeGlyph, EyeOffGlyph } from '../icons/glyphs.tsx';
import fieldStyles from '../styles/field.module.css';
import inputFrame from '../styles/inputFrame.module.css';
import { messages } from './messages.ts';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'size'> {
  /** The visible label, already in the current language. */
  label: string;
  /** Help under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** The validation error; marks the field aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** password adds a show/hide button; date is a day picker (YYYY-MM-DD). */
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'date';
  /** Digits only (postcode, phone, ID card): numeric keyboard on phones, anything else is dropped while typing. */
  numeric?: boolean;
}

/**
 * A labelled text input with hint and error. The ref reaches the <input>, so react-hook-form's
 * `register()` can be spread onto it.
 */
export function TextField({
  label,
  hint,
  error,
  type = 'text',
  numeric = false,
  id,
  className,
  onChange,
  required,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (numeric) {
      const input = event.currentTarget;
      const digits = input.value.replace(/\D/g, '');
      if (digits !== input.value) input.value = digits;
    }
    onChange?.(event);
  };

  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={clsx(styles.control, isPassword && styles.withButton)}>
        <input
          {...props}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          inputMode={numeric ? 'numeric' : props.inputMode}
          pattern={numeric ? '[0-9]*' : props.pattern}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(inputId, hint, error, describedBy)}
          onChange={handleChange}
          className={clsx(inputFrame.frame, styles.input)}
        />
        {isPassword && (
          <IconButton
            size="sm"
            className={styles.reveal}
            label={intl.formatMessage(revealed ? messages.hidePassword : messages.showPassword)}
            icon={revealed ? <EyeOffGlyph size={18} /> : <EyeGlyph size={18} />}
            aria-controls={inputId}
            disabled={props.disabled}
            onClick={() => setRevealed((shown) => !shown)}
          />
        )}
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}

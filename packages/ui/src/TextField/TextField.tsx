import { clsx } from 'clsx';
import { type ChangeEvent, type ComponentProps, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton/index.ts';
import { EyeGlyph, EyeOffGlyph } from '../icons/controlGlyphs.tsx';
import { type FieldFrameProps, LabelledField } from '../LabelledField/LabelledField.tsx';
import inputFrame from '../styles/inputFrame.module.css';
import { messages } from './messages.ts';
import styles from './TextField.module.css';

export interface TextFieldProps
  extends Omit<ComponentProps<'input'>, 'type' | 'size' | keyof FieldFrameProps>,
    FieldFrameProps {
  /** password adds a show/hide button; date is a day picker (YYYY-MM-DD). */
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'date';
  /** Digits only (postcode, phone, ID card): numeric keyboard on phones, anything else is dropped while typing. */
  numeric?: boolean;
}

/**
 * A labelled text input with hint and error. The ref reaches the <input>, so react-hook-form's
 * `register()` can be spread onto it.
 */
export function TextField({ type = 'text', numeric = false, onChange, ...props }: TextFieldProps) {
  const intl = useIntl();
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
    <LabelledField
      {...props}
      control={(input) => (
        <div className={clsx(styles.control, isPassword && styles.withButton)}>
          <input
            {...input}
            type={isPassword && revealed ? 'text' : type}
            inputMode={numeric ? 'numeric' : props.inputMode}
            pattern={numeric ? '[0-9]*' : props.pattern}
            onChange={handleChange}
            className={clsx(inputFrame.frame, styles.input)}
          />
          {isPassword && (
            <IconButton
              size="sm"
              className={styles.reveal}
              label={intl.formatMessage(revealed ? messages.hidePassword : messages.showPassword)}
              icon={revealed ? <EyeOffGlyph size={18} /> : <EyeGlyph size={18} />}
              aria-controls={input.id}
              disabled={props.disabled}
              onClick={() => setRevealed((shown) => !shown)}
            />
          )}
        </div>
      )}
    />
  );
}

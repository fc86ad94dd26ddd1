import { type ComponentProps, useState } from 'react';
import { useIntl } from 'react-intl';
import { type FieldFrameProps, LabelledField } from '../LabelledField/LabelledField.tsx';
import styles from './FileField.module.css';
import { messages } from './messages.ts';

export interface FileFieldProps
  extends Omit<ComponentProps<'input'>, 'type' | 'size' | keyof FieldFrameProps>,
    FieldFrameProps {}

/**
 * A labelled file picker for one document (a CSV sheet …) with hint and error. Its button and the
 * chosen file's name are in the app's language, not the browser's: the native input lies, invisible,
 * over them, so a click, a tap, a dropped file and the keyboard all reach it as everywhere.
 */
export function FileField({ multiple, onChange, ...props }: FileFieldProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <LabelledField
      {...props}
      control={(input) => (
        <div className={styles.picker}>
          <input
            {...input}
            type="file"
            multiple={multiple}
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
      )}
    />
  );
}

import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { type FieldFrameProps, LabelledField } from '../LabelledField/LabelledField.tsx';
import inputFrame from '../styles/inputFrame.module.css';
import inputStyles from '../TextField/TextField.module.css';
import styles from './TextArea.module.css';

export interface TextAreaProps
  extends Omit<ComponentProps<'textarea'>, keyof FieldFrameProps>,
    FieldFrameProps {}

/**
 * A labelled multi-line text field with hint and error, drawn as the text field is. The ref
 * reaches the <textarea>, so react-hook-form's `register()` can be spread onto it.
 */
export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  return (
    <LabelledField
      {...props}
      control={(area) => (
        <textarea {...area} rows={rows} className={clsx(inputFrame.frame, inputStyles.input, styles.area)} />
      )}
    />
  );
}

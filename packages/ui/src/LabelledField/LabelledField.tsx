import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { describedByIds, FieldMessages } from '../FieldMessages/FieldMessages.tsx';
import fieldStyles from '../styles/field.module.css';

/** The props of a one-control field that its frame takes; the others go to the control. */
export interface FieldFrameProps {
  /** The visible label, already in the current language. */
  label: string;
  /** Help under the field, linked with aria-describedby. */
  hint?: ReactNode;
  /** The validation error; marks the control aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** The control's id (one is made when absent). */
  id?: string;
  className?: string;
  required?: boolean;
  'aria-describedby'?: string;
}

/** What ties a control to its label and to the hint and error under it. */
export interface TiedControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

type LabelledFieldProps<Control> = FieldFrameProps &
  Control & {
    /** Draws the control with the field's other props and those that tie it to the label and messages. */
    control: (props: Control & TiedControlProps) => ReactNode;
  };

/**
 * The frame of a one-control form field (text, text area, file): the label above (a star when
 * required), the control, and its hint and error under it.
 */
export function LabelledField<Control extends object>({
  label,
  hint,
  error,
  id,
  className,
  required,
  'aria-describedby': describedBy,
  control,
  ...controlProps
}: LabelledFieldProps<Control>) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <div className={clsx(fieldStyles.field, className)}>
      <label htmlFor={controlId} className={fieldStyles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control({
        ...(controlProps as unknown as Control),
        id: controlId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByIds(controlId, hint, error, describedBy),
      })}
      <FieldMessages id={controlId} hint={hint} error={error} />
    </div>
  );
}

import { clsx } from 'clsx';
import { Switch as RadixSwitch } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { describedByIds, FieldMessages } from '../FieldMessages/FieldMessages.tsx';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<ComponentProps<typeof RadixSwitch.Root>, 'children' | 'asChild'> {
  /** The visible label beside the switch. */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * An on/off setting that takes effect at once, on Radix Switch (role="switch", Space toggles).
 * Controlled with `checked`/`onCheckedChange` (react-hook-form: Controller); the ref reaches the switch.
 */
export function Switch({ label, hint, error, id, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  return (
    <div className={clsx(styles.field, className)}>
      <div className={styles.row}>
        <RadixSwitch.Root
          {...props}
          id={switchId}
          className={styles.track}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(switchId, hint, error, props['aria-describedby'])}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
        <label htmlFor={switchId} className={styles.label}>
          {label}
        </label>
      </div>
      <div className={styles.messages}>
        <FieldMessages id={switchId} hint={hint} error={error} />
      </div>
    </div>
  );
}

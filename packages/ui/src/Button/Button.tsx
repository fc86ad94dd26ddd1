import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner/index.ts';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  /** primary: the main action of a view; secondary: outlined; ghost: quiet; danger: destructive; link: looks like a link. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Work in progress: shows a spinner, sets aria-busy and ignores clicks, and keeps focus (unlike `disabled`).
   * `aria-disabled` alone gives the same "unavailable but focusable" button without the spinner.
   */
  busy?: boolean;
  /** Replaces the label while busy, e.g. "Adding…". */
  busyLabel?: ReactNode;
  /** Gives the button's look to its single child (e.g. a router link) instead of rendering a <button>. */
  asChild?: boolean;
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
}

/** The shop's button. `type` defaults to "button"; pass `type="submit"` for form submits. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  busyLabel,
  asChild = false,
  fullWidth = false,
  className,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const classes = clsx(styles.button, fullWidth && styles.fullWidth, className);

  if (asChild) {
    const { ref, ...slotProps } = props;
    return (
      <Slot.Root
        data-variant={variant}
        data-size={size}
        className={classes}
        ref={ref as ComponentProps<typeof Slot.Root>['ref']}
        {...slotProps}
      >
        {children}
      </Slot.Root>
    );
  }

  // Busy or aria-disabled: unavailable but still focusable, so focus is not lost when a button becomes unusable.
  const unavailable = busy || props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // An unavailable submit button must not submit (Enter in a field clicks it too).
    if (unavailable) event.preventDefault();
    else onClick?.(event);
  };

  return (
    <button
      {...props}
      type={type}
      data-variant={variant}
      data-size={size}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={unavailable || undefined}
      onClick={handleClick}
    >
      {busy && <Spinner decorative size="sm" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/index.ts';
import styles from './IconButton.module.css';

export interface IconButtonProps
  extends Omit<ButtonProps, 'children' | 'aria-label' | 'busyLabel' | 'asChild'> {
  /** The accessible name (the button shows no text), already in the current language, e.g. "ปิด" / "Close". */
  label: string;
  /** A decorative icon (aria-hidden SVG). */
  icon: ReactNode;
}

/** A square button that shows only an icon; its name comes from `label`. Ghost by default. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  busy,
  ...props
}: IconButtonProps) {
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      busy={busy}
      aria-label={label}
      title={label}
      className={clsx(styles.iconButton, className)}
    >
      {!busy && icon}
    </Button>
  );
}

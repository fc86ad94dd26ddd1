import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import styles from './Stack.module.css';

export interface StackProps extends ComponentProps<'div'> {
  /** The space between children, a step of the spacing scale. */
  gap?: 2 | 4 | 6;
  /** Side by side (wrapping) instead of one under the other. */
  direction?: 'column' | 'row';
}

/** Children one under the other (or in a wrapping row) with the spacing scale's space between them. */
export function Stack({ gap = 4, direction = 'column', className, ...props }: StackProps) {
  return (
    <div {...props} data-gap={gap} data-direction={direction} className={clsx(styles.stack, className)} />
  );
}

export interface FormStackProps extends ComponentProps<'form'> {
  gap?: 2 | 4 | 6;
}

/** A form whose fields and buttons stand one under the other with the spacing scale's space. */
export function FormStack({ gap = 4, className, noValidate = true, ...props }: FormStackProps) {
  return (
    <form
      {...props}
      noValidate={noValidate}
      data-gap={gap}
      data-direction="column"
      className={clsx(styles.stack, className)}
    />
  );
}

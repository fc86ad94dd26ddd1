import { Button, type ButtonProps, contentLink } from '@probuild/ui';
import type { CSSProperties, ReactNode } from 'react';

export interface ContentButtonProps {
  /** From the content: http(s) opens in a new tab without opener or referrer, a path stays in the app. */
  href: string | null | undefined;
  variant?: ButtonProps['variant'];
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** A call to action from the content, drawn as the shop's button; a link that is not safe shows no button. */
export function ContentButton({ href, variant = 'primary', className, style, children }: ContentButtonProps) {
  const link = contentLink(href);
  if (!link || !children) return null;
  return (
    <Button asChild variant={variant} className={className} style={style}>
      <a {...link}>{children}</a>
    </Button>
  );
}

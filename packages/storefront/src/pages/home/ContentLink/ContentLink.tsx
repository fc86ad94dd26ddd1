import { contentLink } from '@probuild/ui';
import type { ReactNode } from 'react';

export interface ContentLinkProps {
  /** A link from content: http(s) opens in a new tab without opener or referrer, a path stays in the app. */
  href: string | null | undefined;
  className?: string;
  children: ReactNode;
}

/** A link from the server's content; anything that is not http(s) or an internal path is plain content. */
export function ContentLink({ href, className, children }: ContentLinkProps) {
  const link = contentLink(href);
  if (!link) return <span className={className}>{children}</span>;
  return (
    <a {...link} className={className}>
      {children}
    </a>
  );
}

import { type ReactNode, useId } from 'react';

export interface TitledPageProps {
  /** The page's heading, which also names the page's region. */
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/** A page of its own: a region named by its one top-level heading. */
export function TitledPage({ title, className, titleClassName, children }: TitledPageProps) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h1 id={titleId} className={titleClassName}>
        {title}
      </h1>
      {children}
    </section>
  );
}

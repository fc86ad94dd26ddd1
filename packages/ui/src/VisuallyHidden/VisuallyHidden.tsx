import type { HTMLAttributes } from 'react';
import visuallyHidden from '../styles/visuallyHidden.module.css';

export interface VisuallyHiddenProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The element to render: a page's `h1` that the design does not show, a live status line, a legend. */
  as?: 'span' | 'p' | 'h1' | 'h2' | 'legend';
}

/**
 * Text for screen readers and search engines that takes no room on the screen: a page heading the
 * design leaves out, the count a list announces after a filter, a fieldset's legend.
 */
export function VisuallyHidden({ as: Element = 'span', ...props }: VisuallyHiddenProps) {
  return <Element {...props} className={visuallyHidden.hidden} />;
}

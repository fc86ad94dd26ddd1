/**
 * Whether the visitor asked their system for less motion: scrolling jumps rather than glides, and
 * carousels change only when the visitor moves them. False where there is no window (the server's render).
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

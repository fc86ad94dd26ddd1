import type { ReactNode, SVGProps } from 'react';

export type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** A small line icon drawn in currentColor. It is decoration: the control around it carries the name. */
export function Glyph({ size = 20, children, ...props }: GlyphProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

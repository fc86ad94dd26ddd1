import type { ReactNode, SVGProps } from 'react';

type GlyphProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** A small line icon drawn in currentColor. It is decoration: the control around it carries the name. */
function Glyph({ size = 20, children, ...props }: GlyphProps & { children: ReactNode }) {
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

export const ChevronLeftGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M15 5l-7 7 7 7" />
  </Glyph>
);

export const ChevronRightGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M9 5l7 7-7 7" />
  </Glyph>
);

export const ArrowRightGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 12h15m-6-6 6 6-6 6" />
  </Glyph>
);

export const CloseGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Glyph>
);

export const MenuGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Glyph>
);

export const SearchGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4 4" />
  </Glyph>
);

export const UserGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
  </Glyph>
);

export const CartGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M3 4h2.2l2.3 11h10.8l2-8H6.6" />
    <circle cx="9" cy="19.5" r="1.4" />
    <circle cx="17" cy="19.5" r="1.4" />
  </Glyph>
);

export const GlobeGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.5 3.5 5.3 3.5 8.5s-1.1 6-3.5 8.5c-2.4-2.5-3.5-5.3-3.5-8.5s1.1-6 3.5-8.5z" />
  </Glyph>
);

export const ChatGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 5h16v11H9l-5 4z" />
  </Glyph>
);

export const CopyGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
  </Glyph>
);

export const EditGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />
  </Glyph>
);

export const TrashGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Glyph>
);

export const ImageGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="m4 18 5-5 4 4 2.5-2.5L20 19" />
  </Glyph>
);

export const PlayGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </Glyph>
);

export const ChevronDownGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M5 9l7 7 7-7" />
  </Glyph>
);

export const PlusGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M12 5v14M5 12h14" />
  </Glyph>
);

export const MinusGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M5 12h14" />
  </Glyph>
);

export const CheckGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Glyph>
);

export const EyeGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </Glyph>
);

export const EyeOffGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M4 4l16 16M10.6 6.1A9 9 0 0 1 12 6c6 0 9.5 6 9.5 6a16 16 0 0 1-2.6 3.3M6.5 7.6A16 16 0 0 0 2.5 12S6 18 12 18a9 9 0 0 0 4.4-1.1M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </Glyph>
);

export const AlertGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Glyph>
);

export const SuccessGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </Glyph>
);

export const InboxGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M3.5 13.5l2.5-8h12l2.5 8v5h-17zM3.5 13.5h5l1.5 2.5h4l1.5-2.5h5" />
  </Glyph>
);

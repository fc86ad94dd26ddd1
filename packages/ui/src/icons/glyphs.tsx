import { Glyph, type GlyphProps } from './Glyph.tsx';

/*
 * The glyphs a shop page's frame and first view draw (the navigation bar, the promotion strip,
 * scrollers, product cards, empty and error states); they start with the app. Those of controls
 * that open or come later are in controlGlyphs.tsx, which loads with them.
 */

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

export const ImageGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.6" />
    <path d="m4 18 5-5 4 4 2.5-2.5L20 19" />
  </Glyph>
);

export const AlertGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Glyph>
);

export const InboxGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M3.5 13.5l2.5-8h12l2.5 8v5h-17zM3.5 13.5h5l1.5 2.5h4l1.5-2.5h5" />
  </Glyph>
);

import { Glyph, type GlyphProps } from './Glyph.tsx';

/*
 * The glyphs of controls that open or come after a page's first view (closing a panel, the chat
 * button, videos, form fields, steppers, choices, address and picture lists), apart from glyphs.tsx
 * so that they load with those controls rather than with the app.
 */

export const CloseGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
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

export const SuccessGlyph = (props: GlyphProps) => (
  <Glyph {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l3 3 5-6" />
  </Glyph>
);

import tokensCss from './tokens.css?raw';

export interface Token {
  /** The custom property, e.g. "--color-brand". */
  name: string;
  /** The value as written in tokens.css (may refer to another token). */
  value: string;
}

// The first :root block: the declarations, without the reduced-motion overrides that follow it.
const rootBlock = tokensCss.slice(0, tokensCss.indexOf('\n}'));

/** Every custom property declared in tokens.css, in file order. */
export const tokens: Token[] = [...rootBlock.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map(
  ([, name = '', value = '']) => ({ name, value: value.trim() }),
);

/** The tokens whose names start with `prefix`, e.g. "--space-". */
export const tokensOf = (prefix: string) => tokens.filter((token) => token.name.startsWith(prefix));

/** A token's value as the browser resolved it (references to other tokens followed). */
export const resolved = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The sRGB channels (0–255) of a #rgb or #rrggbb colour; null for anything else. */
function channels(colour: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** WCAG 2 relative luminance. */
function luminance([red, green, blue]: [number, number, number]) {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two hex colours (1 to 21), or null when either is not a plain hex colour. */
export function contrastRatio(foreground: string, background: string) {
  const front = channels(foreground);
  const back = channels(background);
  if (!front || !back) return null;
  const [lighter, darker] = [luminance(front), luminance(back)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export interface ContrastPair {
  foreground: string;
  background: string;
  /** text: body text, needs 4.5:1 (AA); ui: borders, focus rings and icons, need 3:1 (WCAG 1.4.11). */
  kind: 'text' | 'ui';
  /** Where the pair is used. */
  use: string;
}

/** The colour pairs the components put on screen, each checked against its AA minimum. */
export const contrastPairs: ContrastPair[] = [
  { foreground: '--color-text', background: '--color-surface', kind: 'text', use: 'body text' },
  {
    foreground: '--color-text-muted',
    background: '--color-surface',
    kind: 'text',
    use: 'hints, secondary text',
  },
  {
    foreground: '--color-text-muted',
    background: '--color-surface-sunken',
    kind: 'text',
    use: 'disabled controls',
  },
  { foreground: '--color-text', background: '--color-surface-sunken', kind: 'text', use: 'neutral badge' },
  { foreground: '--color-link', background: '--color-surface', kind: 'text', use: 'links, secondary button' },
  { foreground: '--color-on-brand', background: '--color-brand', kind: 'text', use: 'primary button, tag' },
  {
    foreground: '--color-on-brand',
    background: '--color-brand-strong',
    kind: 'text',
    use: 'primary button hover',
  },
  {
    foreground: '--color-brand-strong',
    background: '--color-brand-subtle',
    kind: 'text',
    use: 'highlighted menu item',
  },
  {
    foreground: '--color-on-promo-banner',
    background: '--color-promo-banner',
    kind: 'text',
    use: 'promotion strip',
  },
  {
    foreground: '--color-warning-on-promo-banner',
    background: '--color-promo-banner',
    kind: 'text',
    use: 'promotion strip error',
  },
  { foreground: '--color-success', background: '--color-success-subtle', kind: 'text', use: 'success badge' },
  {
    foreground: '--color-text',
    background: '--color-success-subtle',
    kind: 'text',
    use: 'success message box',
  },
  { foreground: '--color-error', background: '--color-error-subtle', kind: 'text', use: 'error badge' },
  { foreground: '--color-error', background: '--color-surface', kind: 'text', use: 'field errors' },
  { foreground: '--color-on-brand', background: '--color-error', kind: 'text', use: 'danger button' },
  {
    foreground: '--color-on-brand',
    background: '--color-error-strong',
    kind: 'text',
    use: 'danger button hover',
  },
  { foreground: '--color-on-warning', background: '--color-warning', kind: 'text', use: 'warning badge' },
  { foreground: '--color-info', background: '--color-info-subtle', kind: 'text', use: 'info badge' },
  {
    foreground: '--color-border-control',
    background: '--color-surface',
    kind: 'ui',
    use: 'edges of form controls',
  },
  { foreground: '--color-focus-ring', background: '--color-surface', kind: 'ui', use: 'focus ring' },
  {
    foreground: '--color-brand',
    background: '--color-surface',
    kind: 'ui',
    use: 'checked boxes, active tab',
  },
];

/** The AA minimum of a pair's kind. */
export const minimumRatio = (kind: ContrastPair['kind']) => (kind === 'text' ? 4.5 : 3);

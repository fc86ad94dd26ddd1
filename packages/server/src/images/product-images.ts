// Product pictures drawn from the catalogue: a clean card with a drawing of the kind of part, in the
// product's own colour, the brand's accent colour, its brand and model. Two views per product: the
// product alone, and a spec card with its highlights.

import type { components } from '@probuild/api-client/schema';
import type { ProductSpecs } from '../db/schema/index.ts';

type Highlight = components['schemas']['Highlight'];

export interface ProductPicture {
  category: string;
  brandName: string;
  /** The brand's accent colour, `#RRGGBB`. */
  brandColor: string;
  model: string;
  specs: ProductSpecs;
  /** `#RRGGBB` of the product's first colour, when it has one. */
  bodyColor: string | null;
  highlights: Highlight[];
}

export const PRODUCT_VIEWS = [1, 2] as const;

/** The drawn pictures' paths: what a product shows while it has no uploaded picture. */
export function drawnProductImages(sku: string): string[] {
  return PRODUCT_VIEWS.map((view) => `/images/products/${sku}/${view}.svg`);
}

const FONT = "'Noto Sans Thai','Noto Sans',Arial,sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Black or white, whichever reads better on the colour. */
export function textColorOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? '#1A1A1A' : '#FFFFFF';
}

/** A darker or lighter shade of a colour for edges and details. */
function shade(hex: string, amount: number): string {
  const channel = (start: number) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16);
    const next = amount < 0 ? value * (1 + amount) : value + (255 - value) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const num = (specs: ProductSpecs, key: string, fallback: number) =>
  typeof specs[key] === 'number' ? specs[key] : fallback;

interface Palette {
  body: string;
  edge: string;
  detail: string;
  accent: string;
}

function fan(cx: number, cy: number, r: number, p: Palette): string {
  const blades = Array.from({ length: 7 }, (_, i) => {
    const angle = (i * 360) / 7;
    return `<path d="M${cx} ${cy} q${r * 0.55} ${-r * 0.2} ${r * 0.78} ${r * 0.2}" fill="none" stroke="${p.detail}" stroke-width="${r * 0.16}" stroke-linecap="round" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }).join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.edge}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.92}" fill="${shade(p.edge, -0.35)}"/>` +
    blades +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.24}" fill="${p.accent}"/>`
  );
}

function rows(count: number, draw: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => draw(i)).join('');
}

const gold = '#C9A227';

/** Each drawing fills the box 0 0 400 300. */
const drawings: Record<string, (specs: ProductSpecs, p: Palette) => string> = {
  cpu: (_specs, p) =>
    `<rect x="80" y="20" width="260" height="260" rx="18" fill="${shade(p.edge, 0.1)}"/>` +
    `<rect x="110" y="50" width="200" height="200" rx="14" fill="#C9CDD4"/>` +
    `<rect x="110" y="50" width="200" height="200" rx="14" fill="none" stroke="#9EA3AC" stroke-width="4"/>` +
    `<rect x="150" y="118" width="120" height="64" rx="8" fill="${p.accent}"/>` +
    rows(12, (i) => `<rect x="${92 + i * 20}" y="6" width="10" height="14" fill="${gold}"/>`) +
    rows(12, (i) => `<rect x="${92 + i * 20}" y="280" width="10" height="14" fill="${gold}"/>`),
  gpu: (specs, p) => {
    const fans = num(specs, 'lengthMm', 250) > 290 ? 3 : 2;
    const step = 330 / fans;
    return (
      `<rect x="20" y="60" width="360" height="150" rx="16" fill="${p.body}"/>` +
      `<rect x="20" y="60" width="360" height="150" rx="16" fill="none" stroke="${p.edge}" stroke-width="4"/>` +
      rows(fans, (i) => fan(35 + step * i + step / 2, 135, step * 0.4, p)) +
      `<rect x="20" y="200" width="360" height="10" fill="${p.accent}"/>` +
      `<rect x="10" y="52" width="14" height="170" rx="3" fill="#A7ACB6"/>` +
      rows(16, (i) => `<rect x="${90 + i * 12}" y="210" width="8" height="22" fill="${gold}"/>`)
    );
  },
  motherboard: (_specs, p) =>
    `<rect x="60" y="10" width="280" height="280" rx="10" fill="${shade(p.body, -0.2)}"/>` +
    `<rect x="90" y="40" width="90" height="90" rx="6" fill="#C9CDD4"/>` +
    `<rect x="112" y="62" width="46" height="46" fill="${p.edge}"/>` +
    rows(4, (i) => `<rect x="${208 + i * 26}" y="36" width="14" height="120" rx="3" fill="${p.edge}"/>`) +
    `<rect x="70" y="20" width="22" height="110" rx="4" fill="${p.accent}"/>` +
    `<rect x="90" y="180" width="220" height="16" rx="3" fill="${p.accent}"/>` +
    `<rect x="90" y="224" width="220" height="12" rx="3" fill="${p.edge}"/>` +
    `<rect x="230" y="250" width="70" height="26" rx="4" fill="${shade(p.accent, -0.3)}"/>`,
  ram: (specs, p) => {
    const sticks = num(specs, 'modules', 2);
    return rows(
      Math.min(sticks, 2),
      (i) =>
        `<g transform="translate(${i * 40} ${i * 70})">` +
        `<rect x="20" y="40" width="320" height="110" rx="8" fill="${p.body}"/>` +
        `<path d="M20 60 l40 -20 h60 l20 20 h60 l20 -20 h140 v20 z" fill="${p.accent}"/>` +
        (specs.rgb === true ? `<rect x="28" y="32" width="304" height="12" rx="6" fill="url(#rgb)"/>` : '') +
        rows(26, (k) => `<rect x="${32 + k * 12}" y="150" width="8" height="16" fill="${gold}"/>`) +
        `</g>`,
    );
  },
  storage: (specs, p) => {
    if (specs.formFactor === 'M.2 2280') {
      return (
        `<rect x="20" y="110" width="360" height="80" rx="8" fill="${shade(p.body, -0.15)}"/>` +
        rows(3, (i) => `<rect x="${80 + i * 90}" y="124" width="70" height="52" rx="4" fill="${p.edge}"/>`) +
        `<rect x="40" y="132" width="30" height="36" rx="3" fill="${p.accent}"/>` +
        rows(
          10,
          (i) =>
            `<rect x="${348 + (i % 2) * 12}" y="${118 + Math.floor(i / 2) * 14}" width="8" height="10" fill="${gold}"/>`,
        )
      );
    }
    if (specs.type === 'HDD') {
      return (
        `<rect x="80" y="20" width="240" height="270" rx="14" fill="#B8BCC4"/>` +
        `<circle cx="200" cy="130" r="90" fill="#D9DCE1"/>` +
        `<circle cx="200" cy="130" r="18" fill="${p.edge}"/>` +
        `<path d="M290 240 L215 145" stroke="${p.edge}" stroke-width="12" stroke-linecap="round"/>` +
        `<rect x="100" y="250" width="200" height="22" rx="4" fill="${p.accent}"/>`
      );
    }
    return (
      `<rect x="70" y="40" width="260" height="220" rx="14" fill="${p.body}"/>` +
      `<rect x="70" y="40" width="260" height="220" rx="14" fill="none" stroke="${p.edge}" stroke-width="4"/>` +
      `<rect x="100" y="180" width="200" height="40" rx="6" fill="${p.accent}"/>` +
      `<rect x="100" y="80" width="120" height="14" rx="7" fill="${p.detail}"/>`
    );
  },
  psu: (specs, p) =>
    `<rect x="50" y="40" width="300" height="220" rx="12" fill="${p.body}"/>` +
    fan(200, 150, 92, p) +
    `<rect x="50" y="40" width="300" height="16" fill="${p.accent}"/>` +
    `<text x="335" y="250" text-anchor="end" font-family="${FONT}" font-size="26" font-weight="700" fill="${textColorOn(p.body)}">${num(specs, 'wattage', 0)}W</text>`,
  case: (_specs, p) =>
    `<rect x="100" y="0" width="200" height="300" rx="12" fill="${p.body}"/>` +
    `<rect x="100" y="0" width="200" height="300" rx="12" fill="none" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="118" y="18" width="164" height="264" rx="8" fill="#7FA8C9" fill-opacity="0.35"/>` +
    fan(165, 80, 34, p) +
    fan(165, 160, 34, p) +
    `<rect x="205" y="60" width="60" height="110" rx="6" fill="${p.accent}" fill-opacity="0.8"/>` +
    `<rect x="286" y="20" width="6" height="60" rx="3" fill="${p.accent}"/>`,
  cooling: (specs, p) => {
    if (specs.type === 'liquid') {
      const fans = Math.max(2, Math.round(num(specs, 'radiatorMm', 240) / 120));
      const width = fans * 100;
      const left = 200 - width / 2;
      return (
        `<rect x="${left - 10}" y="30" width="${width + 20}" height="110" rx="10" fill="${p.edge}"/>` +
        rows(fans, (i) => fan(left + 50 + i * 100, 85, 44, p)) +
        `<path d="M${left + 40} 140 C ${left + 40} 220, 160 200, 170 230" stroke="${p.edge}" stroke-width="12" fill="none"/>` +
        `<path d="M${left + 80} 140 C ${left + 80} 210, 210 200, 220 230" stroke="${p.edge}" stroke-width="12" fill="none"/>` +
        `<circle cx="200" cy="250" r="44" fill="${p.body}" stroke="${p.accent}" stroke-width="8"/>`
      );
    }
    return (
      rows(14, (i) => `<rect x="130" y="${20 + i * 18}" width="200" height="10" rx="2" fill="#C9CDD4"/>`) +
      `<rect x="60" y="30" width="90" height="240" rx="12" fill="${p.body}"/>` +
      fan(105, 150, 42, p) +
      rows(4, (i) => `<rect x="${170 + i * 36}" y="270" width="12" height="26" fill="${gold}"/>`)
    );
  },
  fancase: (specs, p) =>
    `<rect x="60" y="10" width="280" height="280" rx="28" fill="${p.body}"/>` +
    (specs.rgb === true
      ? `<circle cx="200" cy="150" r="126" fill="none" stroke="url(#rgb)" stroke-width="10"/>`
      : '') +
    fan(200, 150, 115, p) +
    rows(4, (i) => `<circle cx="${i % 2 ? 318 : 82}" cy="${i < 2 ? 32 : 268}" r="9" fill="${p.edge}"/>`),
  monitor: (specs, p) => {
    const wide = typeof specs.aspectRatio === 'string' && specs.aspectRatio !== '16:9';
    const width = wide ? 380 : 320;
    const left = 200 - width / 2;
    return (
      `<rect x="${left}" y="10" width="${width}" height="${wide ? 170 : 200}" rx="10" fill="${p.edge}"/>` +
      `<rect x="${left + 10}" y="20" width="${width - 20}" height="${wide ? 150 : 180}" rx="4" fill="url(#screen)"/>` +
      `<rect x="188" y="${wide ? 180 : 210}" width="24" height="60" fill="${p.edge}"/>` +
      `<rect x="130" y="262" width="140" height="16" rx="8" fill="${p.edge}"/>` +
      `<rect x="${left + 10}" y="${wide ? 170 : 200}" width="${width - 20}" height="6" fill="${p.accent}"/>`
    );
  },
  keyboard: (specs, p) => {
    const columns = specs.tenkeyless === true ? 14 : 18;
    const width = columns * 20 + 20;
    const left = 200 - width / 2;
    return (
      `<rect x="${left}" y="80" width="${width}" height="130" rx="12" fill="${p.body}"/>` +
      rows(5, (r) =>
        rows(
          columns,
          (c) =>
            `<rect x="${left + 12 + c * 20}" y="${92 + r * 23}" width="16" height="18" rx="3" fill="${p.detail}"/>`,
        ),
      ) +
      `<rect x="${left + 60}" y="${92 + 4 * 23}" width="${width - 140}" height="18" rx="3" fill="${p.accent}"/>`
    );
  },
  mouse: (_specs, p) =>
    `<path d="M200 20 C 280 20, 300 110, 300 170 C 300 250, 250 290, 200 290 C 150 290, 100 250, 100 170 C 100 110, 120 20, 200 20 Z" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<path d="M200 20 V 120 M100 125 H 300" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="192" y="52" width="16" height="40" rx="8" fill="${p.accent}"/>` +
    `<path d="M150 240 Q 200 262 250 240" stroke="${p.accent}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  headset: (_specs, p) =>
    `<path d="M90 190 C 90 40, 310 40, 310 190" stroke="${p.body}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<rect x="60" y="160" width="76" height="120" rx="30" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="264" y="160" width="76" height="120" rx="30" fill="${p.body}" stroke="${p.edge}" stroke-width="4"/>` +
    `<rect x="76" y="190" width="44" height="60" rx="18" fill="${p.accent}"/>` +
    `<rect x="280" y="190" width="44" height="60" rx="18" fill="${p.accent}"/>` +
    `<path d="M98 268 C 110 300, 160 300, 178 292" stroke="${p.edge}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  os: (_specs, p) =>
    `<rect x="100" y="10" width="200" height="280" rx="10" fill="#1F4FA8"/>` +
    `<rect x="140" y="80" width="56" height="56" fill="#FFFFFF"/><rect x="204" y="80" width="56" height="56" fill="#FFFFFF"/>` +
    `<rect x="140" y="144" width="56" height="56" fill="#FFFFFF"/><rect x="204" y="144" width="56" height="56" fill="#FFFFFF"/>` +
    `<rect x="100" y="250" width="200" height="14" fill="${p.accent}"/>`,
};

function paletteOf(picture: ProductPicture): Palette {
  const body =
    picture.bodyColor && picture.bodyColor !== '#FFFFFF' ? shade(picture.bodyColor, 0.12) : '#EDEEF1';
  const light = textColorOn(body) === '#1A1A1A';
  return {
    body: picture.bodyColor === null ? '#2B2B33' : body,
    edge: picture.bodyColor === null || !light ? '#1E1E24' : '#9EA3AC',
    detail: light && picture.bodyColor !== null ? '#6B7079' : '#5A5F69',
    accent: picture.brandColor,
  };
}

const defs =
  '<defs>' +
  '<linearGradient id="rgb" x1="0" x2="1"><stop offset="0" stop-color="#FF3B6B"/><stop offset="0.33" stop-color="#FFC23B"/><stop offset="0.66" stop-color="#3BE0FF"/><stop offset="1" stop-color="#B43BFF"/></linearGradient>' +
  '<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2A0F24"/><stop offset="1" stop-color="#3B5BDB"/></linearGradient>' +
  '<radialGradient id="glow"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#EEF0F4"/></radialGradient>' +
  '</defs>';

/** Shortens text that would not fit on one line of the picture. */
function fitLine(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function productSvg(picture: ProductPicture, view: (typeof PRODUCT_VIEWS)[number]): string {
  const palette = paletteOf(picture);
  const drawing = (drawings[picture.category] ?? drawings.cpu)?.(picture.specs, palette) ?? '';
  const title = `${picture.brandName} ${picture.model}`;
  const brandText = escapeXml(picture.brandName.toUpperCase());
  const model = escapeXml(fitLine(picture.model, 34));
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(title)}">${defs}`;

  if (view === 1) {
    return (
      `${open}<rect width="800" height="800" fill="#FFFFFF"/>` +
      `<circle cx="400" cy="360" r="300" fill="url(#glow)"/>` +
      // Brand and model under the drawing: the corners are where a product card puts its labels.
      `<g transform="translate(120 150) scale(1.4)">${drawing}</g>` +
      `<text x="400" y="648" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="800" fill="${picture.brandColor}">${brandText}</text>` +
      `<text x="400" y="704" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="600" fill="#1A1A1A">${model}</text>` +
      `<rect y="764" width="800" height="36" fill="${picture.brandColor}"/></svg>`
    );
  }
  const onBrand = textColorOn(picture.brandColor);
  const specLines = picture.highlights.slice(0, 3).map((highlight, i) => {
    const y = 560 + i * 64;
    const bold = escapeXml(fitLine(highlight.bold.en ?? highlight.bold.th, 22));
    const normal = escapeXml(fitLine(highlight.normal.en ?? highlight.normal.th, 26));
    return (
      `<rect x="60" y="${y - 42}" width="680" height="54" rx="12" fill="#F4F5F7"/>` +
      `<rect x="60" y="${y - 42}" width="10" height="54" rx="4" fill="${picture.brandColor}"/>` +
      `<text x="92" y="${y - 6}" font-family="${FONT}" font-size="28" font-weight="700" fill="#1A1A1A">${bold}</text>` +
      `<text x="708" y="${y - 6}" text-anchor="end" font-family="${FONT}" font-size="26" fill="#4A4F59">${normal}</text>`
    );
  });
  return (
    `${open}<rect width="800" height="800" fill="#FFFFFF"/>` +
    `<rect width="800" height="150" fill="${picture.brandColor}"/>` +
    `<text x="48" y="70" font-family="${FONT}" font-size="38" font-weight="800" fill="${onBrand}">${brandText}</text>` +
    `<text x="48" y="118" font-family="${FONT}" font-size="30" font-weight="500" fill="${onBrand}">${model}</text>` +
    `<g transform="translate(180 180) scale(1.1)">${drawing}</g>` +
    `${specLines.join('')}</svg>`
  );
}

/** A brand's logo: its name on its accent colour. */
export function brandLogoSvg(name: string, color: string): string {
  const size = Math.min(56, Math.floor(520 / Math.max(name.length, 4)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="320" height="160" rx="24" fill="${color}"/>` +
    `<text x="160" y="${80 + size * 0.35}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${textColorOn(color)}">${escapeXml(name)}</text></svg>`
  );
}

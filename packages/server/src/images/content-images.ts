// The pictures of the shop's content (home, spec and comset pages, promotions, chat and delivery
// logos), drawn as SVG when the server starts. Product and brand pictures are served elsewhere.
import { type MotifName, motifs, palette } from './motifs.ts';

const { magenta, magentaLight, blush, plum, plumLight, white } = palette;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

/** A motif scaled to `size` pixels with its top-left corner at (x, y). */
const place = (name: MotifName, x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 200})">${motifs[name]()}</g>`;

/** Motifs side by side, centred in a box; on dark scenes each stands on a soft light disc. */
function row(names: MotifName[], box: { x: number; y: number; width: number; height: number }, glow = false) {
  const size = Math.min(box.height, box.width / names.length);
  const left = box.x + (box.width - size * names.length) / 2;
  const top = box.y + (box.height - size) / 2;
  return names
    .map((name, i) => {
      const x = left + i * size;
      const disc = glow
        ? `<circle cx="${x + size / 2}" cy="${top + size / 2}" r="${size * 0.46}" fill="${white}" opacity="0.1"/>`
        : '';
      return disc + place(name, x, top, size);
    })
    .join('');
}

const darkBackground = (width: number, height: number) =>
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${plum}"/>` +
  `<stop offset="1" stop-color="${plumLight}"/></linearGradient></defs>` +
  `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
  `<circle cx="${width * 0.1}" cy="${height * 0.9}" r="${Math.min(width, height) * 0.45}" fill="${magenta}" opacity="0.18"/>` +
  `<circle cx="${width * 0.92}" cy="${height * 0.08}" r="${Math.min(width, height) * 0.3}" fill="${magentaLight}" opacity="0.12"/>` +
  `<rect x="0" y="${height - 8}" width="${width}" height="8" fill="${magenta}"/>`;

const lightBackground = (width: number, height: number) =>
  `<rect width="${width}" height="${height}" rx="${Math.min(width, height) * 0.06}" fill="${blush}"/>` +
  `<path d="M0 ${height * 0.75}Q${width * 0.5} ${height * 0.55} ${width} ${height * 0.8}V${height}H0z" fill="${magenta}" opacity="0.12"/>`;

/**
 * A kind of picture: its background, and the box its drawings sit in as fractions of its width and
 * height (x, y, width, height); drawings on the dark background glow.
 */
const pictureKind =
  (background: 'dark' | 'light', [x, y, boxWidth, boxHeight]: readonly [number, number, number, number]) =>
  (width: number, height: number, names: MotifName[]) =>
    svg(
      width,
      height,
      (background === 'dark' ? darkBackground : lightBackground)(width, height) +
        row(
          names,
          { x: width * x, y: height * y, width: width * boxWidth, height: height * boxHeight },
          background === 'dark',
        ),
    );

/** A wide banner: text goes on the left over the plain part, the drawings sit on the right. */
const widePicture = pictureKind('dark', [0.45, 0.1, 0.5, 0.8]);
/** A portrait picture for phones: text on top, drawings below. */
const tallPicture = pictureKind('dark', [0.04, 0.42, 0.92, 0.5]);
/** A card picture on the light background. */
const cardPicture = pictureKind('light', [0.1, 0.12, 0.8, 0.76]);

const icon = (name: MotifName) => cardPicture(160, 160, [name]);

/** pc and mobile variants of a hero picture. */
const hero = (name: string, names: MotifName[]): [string, string][] => [
  [`${name}-pc.svg`, widePicture(1600, 560, names)],
  [`${name}-mobile.svg`, tallPicture(750, 900, names.slice(0, 2))],
];

/** A round chat button: a white glyph on the service's colour. */
const chatIcon = (color: string, glyph: string) =>
  svg(96, 96, `<circle cx="48" cy="48" r="48" fill="${color}"/>${glyph}`);

/** A carrier logo: its name on its colours, the letters sized to fit the width. */
function carrierLogo(name: string, background: string, color: string, accent: string) {
  const fontSize = Math.min(30, Math.floor(200 / (name.length * 0.62)));
  return svg(
    240,
    96,
    `<rect width="240" height="96" rx="14" fill="${background}"/><rect x="16" y="70" width="208" height="6" rx="3" fill="${accent}"/>` +
      `<text x="120" y="56" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${color}">${name}</text>`,
  );
}

const folders: Record<string, [string, string][]> = {
  home: [
    ...hero('hero-1', ['gpu', 'monitor']),
    ...hero('hero-2', ['cpu', 'motherboard']),
    ...hero('hero-3', ['pcCase', 'tools']),
    ['shortcut-cpu.svg', icon('cpu')],
    ['shortcut-gpu.svg', icon('gpu')],
    ['shortcut-motherboard.svg', icon('motherboard')],
    ['shortcut-ram.svg', icon('ram')],
    ['shortcut-storage.svg', icon('ssd')],
    ['shortcut-monitor.svg', icon('monitor')],
    ['shortcut-comset.svg', icon('pcCase')],
    ['shortcut-spec.svg', icon('puzzle')],
    ['shortcut-compare.svg', icon('scales')],
    ['shortcut-promotion.svg', icon('tag')],
    ['shortcut-headset.svg', icon('headset')],
    ['list-banner-gpu.svg', widePicture(1200, 300, ['gpu', 'gpu'])],
    ['list-banner-upgrade.svg', widePicture(1200, 300, ['cpu', 'ram', 'ssd'])],
    ['content-build.svg', cardPicture(800, 500, ['puzzle', 'tools'])],
    ['content-comset.svg', cardPicture(800, 500, ['pcCase', 'monitor'])],
    ['why-delivery.svg', cardPicture(320, 240, ['truck'])],
    ['why-warranty.svg', cardPicture(320, 240, ['shield'])],
    ['why-assembly.svg', cardPicture(320, 240, ['tools'])],
    ['recommend-main.svg', cardPicture(800, 800, ['monitor', 'keyboard'])],
    ['recommend-2.svg', cardPicture(400, 400, ['keyboard'])],
    ['recommend-3.svg', cardPicture(400, 400, ['headset'])],
    ['banner-spec-pc.svg', widePicture(1600, 500, ['motherboard', 'cpu', 'ram'])],
    ['banner-spec-mobile.svg', tallPicture(750, 900, ['motherboard', 'cpu'])],
    ['promo-installment.svg', cardPicture(800, 450, ['creditCard'])],
    ['promo-bundle.svg', cardPicture(800, 450, ['boxes', 'cpu'])],
    ['pair-1.svg', cardPicture(800, 600, ['pcCase', 'monitor'])],
    ['pair-2.svg', cardPicture(800, 600, ['gamepad', 'headset'])],
    ['feature-compatibility.svg', cardPicture(320, 240, ['puzzle'])],
    ['feature-share.svg', cardPicture(320, 240, ['share'])],
    ['feature-assembly.svg', cardPicture(320, 240, ['tools'])],
    ['spotlight.svg', widePicture(1200, 500, ['speechBubble', 'pcCase'])],
  ],
  spec: [
    ...hero('hero', ['motherboard', 'puzzle']),
    ...hero('hero-budget', ['creditCard', 'pcCase']),
    ['compare.svg', cardPicture(800, 500, ['scales', 'gpu'])],
    ['recommend-main.svg', cardPicture(800, 800, ['cpu', 'motherboard'])],
  ],
  comset: [
    ...hero('hero-1', ['pcCase', 'gamepad']),
    ...hero('hero-2', ['pcCase', 'microphone']),
    ['gamer.svg', widePicture(1200, 300, ['pcCase', 'gamepad'])],
    ['streamer.svg', widePicture(1200, 300, ['microphone', 'headset'])],
    ['graphic.svg', widePicture(1200, 300, ['pen', 'monitor'])],
    ['vdo.svg', widePicture(1200, 300, ['film', 'pcCase'])],
    ['work.svg', widePicture(1200, 300, ['briefcase', 'monitor'])],
    ['recommend-main.svg', cardPicture(800, 800, ['monitor', 'mouse'])],
  ],
  promotions: [
    ['gaming-week.svg', widePicture(1200, 400, ['gpu', 'monitor'])],
    ['new-arrivals.svg', widePicture(1200, 400, ['cpu', 'gpu', 'motherboard'])],
    ['am5-build.svg', widePicture(1200, 400, ['cpu', 'motherboard', 'ram'])],
    ['ssd-upgrade.svg', widePicture(1200, 400, ['ssd', 'ssd'])],
    ['gaming-gear.svg', widePicture(1200, 400, ['keyboard', 'mouse', 'headset'])],
    ['free-shipping.svg', widePicture(1200, 400, ['truck'])],
  ],
  chat: [
    [
      'line.svg',
      chatIcon(
        '#06C755',
        `<path d="M48 22c-16 0-28 10-28 23 0 11 9 21 22 23l-2 8c0 2 2 3 4 2l14-10c10-4 18-13 18-23 0-13-12-23-28-23z" fill="${white}"/>`,
      ),
    ],
    [
      'messenger.svg',
      chatIcon(
        '#0866FF',
        `<path d="M48 20c-16 0-28 11-28 26 0 8 4 15 10 20v10l9-5c3 1 6 1 9 1 16 0 28-11 28-26S64 20 48 20z" fill="${white}"/>` +
          `<path d="M30 54l12-13 7 7 13-7-12 13-7-7z" fill="#0866FF"/>`,
      ),
    ],
    [
      'phone.svg',
      chatIcon(
        magenta,
        `<path d="M36 24l8 14-6 6c3 7 8 12 15 15l6-6 14 8-4 10c-22 0-43-21-43-43z" fill="${white}"/>`,
      ),
    ],
  ],
  delivery: [
    ['kerry.svg', carrierLogo('KERRY', '#FF6600', white, '#1C1C1C')],
    ['flash.svg', carrierLogo('FLASH', '#FFD400', '#1C1C1C', '#1C1C1C')],
    ['thaipost.svg', carrierLogo('THAILAND POST', '#D71920', white, '#1B3C8F')],
  ],
};

/** Every content picture by its URL path, e.g. `/images/home/hero-1-pc.svg`. */
export const contentImages: ReadonlyMap<string, string> = new Map(
  Object.entries(folders).flatMap(([folder, files]) =>
    files.map(([file, body]): [string, string] => [`/images/${folder}/${file}`, body]),
  ),
);

/** The folders under /images that these pictures fill. */
export const contentImageFolders = Object.keys(folders);

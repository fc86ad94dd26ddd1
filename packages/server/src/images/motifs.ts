// Flat hardware drawings for the shop's content pictures. Each motif draws in a 200 × 200 box;
// scenes place and scale them. Colours follow the brand: dark plum, magenta #B42487 accents.

export const palette = {
  magenta: '#B42487',
  magentaLight: '#E25BB7',
  blush: '#F7E3F0',
  plum: '#2A0F24',
  plumLight: '#5A1A4A',
  metal: '#2B2B33',
  metalLight: '#44444F',
  silver: '#A7ACB6',
  gold: '#C9A227',
  white: '#FFFFFF',
  green: '#21A366',
};

const { magenta, magentaLight, metal, metalLight, silver, gold, white } = palette;

const fan = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${metalLight}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="${silver}" stroke-width="3" stroke-dasharray="${r * 0.5} ${r * 0.25}"/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${magenta}"/>`;

const pins = (x: number, y: number, count: number, step: number, w: number, h: number, color = gold) =>
  Array.from(
    { length: count },
    (_, i) => `<rect x="${x + i * step}" y="${y}" width="${w}" height="${h}" fill="${color}"/>`,
  ).join('');

export const motifs = {
  gpu: () =>
    `<rect x="10" y="55" width="180" height="80" rx="10" fill="${metal}"/>` +
    fan(58, 95, 30) +
    fan(142, 95, 30) +
    `<rect x="10" y="135" width="180" height="6" fill="${magenta}"/>` +
    pins(40, 141, 14, 8, 5, 12) +
    `<rect x="2" y="50" width="8" height="95" fill="${silver}"/>`,
  cpu: () =>
    `<rect x="40" y="40" width="120" height="120" rx="8" fill="${silver}"/>` +
    `<rect x="60" y="60" width="80" height="80" rx="6" fill="${metal}"/>` +
    `<path d="M60 100h80M100 60v80" stroke="${magenta}" stroke-width="4"/>` +
    pins(48, 28, 9, 12, 6, 12) +
    pins(48, 160, 9, 12, 6, 12) +
    Array.from(
      { length: 9 },
      (_, i) => `<rect x="28" y="${48 + i * 12}" width="12" height="6" fill="${gold}"/>`,
    ).join('') +
    Array.from(
      { length: 9 },
      (_, i) => `<rect x="160" y="${48 + i * 12}" width="12" height="6" fill="${gold}"/>`,
    ).join(''),
  motherboard: () =>
    `<rect x="20" y="20" width="160" height="160" rx="8" fill="#1F3A33"/>` +
    `<rect x="40" y="40" width="56" height="56" rx="4" fill="${silver}"/>` +
    `<rect x="54" y="54" width="28" height="28" fill="${metal}"/>` +
    `<rect x="112" y="36" width="8" height="70" fill="${metalLight}"/><rect x="126" y="36" width="8" height="70" fill="${metalLight}"/>` +
    `<rect x="140" y="36" width="8" height="70" fill="${metalLight}"/><rect x="154" y="36" width="8" height="70" fill="${metalLight}"/>` +
    `<rect x="36" y="122" width="128" height="10" rx="2" fill="${magenta}"/>` +
    `<rect x="36" y="148" width="128" height="8" rx="2" fill="${metalLight}"/>`,
  ram: () =>
    `<rect x="10" y="70" width="180" height="56" rx="4" fill="${metal}"/>` +
    `<rect x="10" y="62" width="180" height="8" rx="3" fill="${magentaLight}"/>` +
    pins(22, 82, 6, 28, 20, 26, metalLight) +
    pins(16, 126, 21, 8, 5, 10) +
    `<rect x="96" y="126" width="6" height="10" fill="${white}"/>`,
  ssd: () =>
    `<rect x="10" y="78" width="180" height="44" rx="4" fill="#1F3A33"/>` +
    `<rect x="30" y="86" width="44" height="28" rx="2" fill="${metal}"/>` +
    `<rect x="84" y="86" width="44" height="28" rx="2" fill="${metal}"/>` +
    `<rect x="138" y="90" width="28" height="20" rx="2" fill="${magenta}"/>` +
    pins(176, 82, 1, 0, 14, 36) +
    `<circle cx="22" cy="100" r="5" fill="${silver}"/>`,
  monitor: () =>
    `<rect x="15" y="30" width="170" height="105" rx="8" fill="${metal}"/>` +
    `<rect x="23" y="38" width="154" height="89" rx="3" fill="${palette.plumLight}"/>` +
    `<path d="M23 110l40-30 30 20 40-40 44 30v47H23z" fill="${magenta}" opacity="0.85"/>` +
    `<rect x="90" y="135" width="20" height="28" fill="${metalLight}"/>` +
    `<rect x="60" y="160" width="80" height="8" rx="4" fill="${metalLight}"/>`,
  pcCase: () =>
    `<rect x="50" y="15" width="100" height="170" rx="8" fill="${metal}"/>` +
    `<rect x="60" y="25" width="58" height="150" rx="4" fill="${palette.plumLight}" opacity="0.9"/>` +
    fan(89, 60, 20) +
    fan(89, 110, 20) +
    `<rect x="126" y="25" width="14" height="150" rx="3" fill="${metalLight}"/>` +
    `<rect x="60" y="160" width="58" height="6" fill="${magentaLight}"/>` +
    `<circle cx="133" cy="35" r="4" fill="${magenta}"/>`,
  cooler: () =>
    `<rect x="40" y="30" width="120" height="110" rx="6" fill="${silver}"/>` +
    Array.from(
      { length: 9 },
      (_, i) => `<rect x="44" y="${36 + i * 11}" width="112" height="4" fill="${metalLight}"/>`,
    ).join('') +
    fan(100, 85, 42) +
    `<rect x="70" y="140" width="60" height="30" rx="4" fill="${metal}"/>`,
  psu: () =>
    `<rect x="20" y="50" width="160" height="100" rx="8" fill="${metal}"/>` +
    fan(80, 100, 38) +
    `<rect x="135" y="70" width="32" height="20" rx="3" fill="${metalLight}"/>` +
    `<rect x="135" y="100" width="32" height="32" rx="3" fill="${magenta}"/>`,
  headset: () =>
    `<path d="M40 120V95a60 60 0 0 1 120 0v25" fill="none" stroke="${metal}" stroke-width="14"/>` +
    `<rect x="24" y="108" width="40" height="64" rx="16" fill="${magenta}"/>` +
    `<rect x="136" y="108" width="40" height="64" rx="16" fill="${magenta}"/>` +
    `<path d="M44 168q10 20 40 20" fill="none" stroke="${metalLight}" stroke-width="5"/>`,
  keyboard: () =>
    `<rect x="10" y="60" width="180" height="80" rx="8" fill="${metal}"/>` +
    Array.from({ length: 3 }, (_, row) => pins(20 + row * 4, 70 + row * 20, 10, 16, 12, 14, metalLight)).join(
      '',
    ) +
    `<rect x="50" y="128" width="100" height="6" rx="3" fill="${magentaLight}"/>`,
  mouse: () =>
    `<rect x="62" y="30" width="76" height="140" rx="38" fill="${metal}"/>` +
    `<path d="M100 30v50" stroke="${metalLight}" stroke-width="3"/>` +
    `<rect x="96" y="48" width="8" height="20" rx="4" fill="${magenta}"/>` +
    `<path d="M70 140q30 18 60 0" fill="none" stroke="${magentaLight}" stroke-width="4"/>`,
  gamepad: () =>
    `<path d="M40 70h120a30 30 0 0 1 30 30l-6 40a20 20 0 0 1-36 8l-14-20H66l-14 20a20 20 0 0 1-36-8l-6-40a30 30 0 0 1 30-30z" fill="${metal}"/>` +
    `<path d="M58 100h28M72 86v28" stroke="${silver}" stroke-width="8"/>` +
    `<circle cx="132" cy="92" r="7" fill="${magenta}"/><circle cx="148" cy="108" r="7" fill="${magentaLight}"/>`,
  microphone: () =>
    `<rect x="76" y="20" width="48" height="96" rx="24" fill="${metal}"/>` +
    `<path d="M82 44h36M82 60h36M82 76h36" stroke="${metalLight}" stroke-width="4"/>` +
    `<path d="M56 96a44 44 0 0 0 88 0" fill="none" stroke="${magenta}" stroke-width="8"/>` +
    `<rect x="96" y="140" width="8" height="30" fill="${metalLight}"/><rect x="70" y="168" width="60" height="8" rx="4" fill="${metalLight}"/>`,
  pen: () =>
    `<path d="M150 20l30 30-100 100-40 10 10-40z" fill="${magenta}"/>` +
    `<path d="M150 20l30 30-16 16-30-30z" fill="${metal}"/>` +
    `<path d="M50 120l30 30" stroke="${palette.plum}" stroke-width="4"/>` +
    `<path d="M20 180c40-20 80 10 160-10" fill="none" stroke="${silver}" stroke-width="6" stroke-linecap="round"/>`,
  film: () =>
    `<rect x="20" y="40" width="160" height="120" rx="10" fill="${metal}"/>` +
    pins(30, 48, 7, 22, 12, 10, metalLight) +
    pins(30, 142, 7, 22, 12, 10, metalLight) +
    `<path d="M85 75v50l42-25z" fill="${magenta}"/>`,
  briefcase: () =>
    `<rect x="20" y="60" width="160" height="110" rx="12" fill="${metal}"/>` +
    `<path d="M70 60V44a10 10 0 0 1 10-10h40a10 10 0 0 1 10 10v16" fill="none" stroke="${metalLight}" stroke-width="10"/>` +
    `<rect x="20" y="100" width="160" height="8" fill="${magenta}"/>` +
    `<rect x="88" y="94" width="24" height="20" rx="4" fill="${silver}"/>`,
  truck: () =>
    `<rect x="10" y="60" width="112" height="80" rx="6" fill="${magenta}"/>` +
    `<path d="M122 80h40l28 30v30h-68z" fill="${metal}"/>` +
    `<rect x="136" y="88" width="26" height="20" rx="3" fill="${silver}"/>` +
    `<circle cx="48" cy="146" r="18" fill="${metal}"/><circle cx="48" cy="146" r="7" fill="${silver}"/>` +
    `<circle cx="156" cy="146" r="18" fill="${metal}"/><circle cx="156" cy="146" r="7" fill="${silver}"/>`,
  shield: () =>
    `<path d="M100 15l70 25v50c0 45-30 75-70 95-40-20-70-50-70-95V40z" fill="${magenta}"/>` +
    `<path d="M100 30l56 20v40c0 36-24 60-56 77z" fill="${magentaLight}" opacity="0.5"/>` +
    `<path d="M66 98l24 24 46-48" fill="none" stroke="${white}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  tools: () =>
    `<path d="M40 160l80-80" stroke="${metal}" stroke-width="18" stroke-linecap="round"/>` +
    `<circle cx="134" cy="66" r="34" fill="${silver}"/><circle cx="134" cy="66" r="14" fill="${palette.plum}"/>` +
    `<path d="M150 40l22-22" stroke="${palette.plum}" stroke-width="16"/>` +
    `<path d="M150 160L60 70" stroke="${magenta}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M60 70L40 50" stroke="${metalLight}" stroke-width="6"/>`,
  share: () =>
    `<path d="M60 100l80-45M60 100l80 45" stroke="${metalLight}" stroke-width="10"/>` +
    `<circle cx="60" cy="100" r="26" fill="${magenta}"/><circle cx="140" cy="55" r="22" fill="${metal}"/>` +
    `<circle cx="140" cy="145" r="22" fill="${metal}"/>`,
  puzzle: () =>
    `<path d="M30 60h50a16 16 0 1 1 32 0h28v40a16 16 0 1 0 0 32v38H30z" fill="${magenta}"/>` +
    `<path d="M150 100a16 16 0 1 1 0 32h30v38h-40v-46" fill="${metal}"/>` +
    `<path d="M62 116l18 18 34-34" fill="none" stroke="${white}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  creditCard: () =>
    `<rect x="15" y="45" width="170" height="110" rx="12" fill="${magenta}"/>` +
    `<rect x="15" y="70" width="170" height="20" fill="${palette.plum}"/>` +
    `<rect x="32" y="105" width="34" height="24" rx="4" fill="${gold}"/>` +
    `<rect x="80" y="112" width="80" height="8" rx="4" fill="${palette.blush}"/>`,
  boxes: () =>
    `<rect x="20" y="90" width="80" height="80" rx="4" fill="${metal}"/><rect x="100" y="90" width="80" height="80" rx="4" fill="${magenta}"/>` +
    `<rect x="60" y="20" width="80" height="70" rx="4" fill="${magentaLight}"/>` +
    `<path d="M100 20v70M20 120h80M100 120h80" stroke="${palette.plum}" stroke-width="4" opacity="0.5"/>`,
  speechBubble: () =>
    `<path d="M30 40h140a16 16 0 0 1 16 16v70a16 16 0 0 1-16 16H90l-36 30v-30H30a16 16 0 0 1-16-16V56a16 16 0 0 1 16-16z" fill="${magenta}"/>` +
    `<circle cx="64" cy="92" r="9" fill="${white}"/><circle cx="100" cy="92" r="9" fill="${white}"/><circle cx="136" cy="92" r="9" fill="${white}"/>`,
  tag: () =>
    `<path d="M20 100l80-80h80v80l-80 80z" fill="${magenta}"/>` +
    `<circle cx="145" cy="55" r="12" fill="${white}"/>` +
    `<path d="M80 110l40-40M80 80h0M120 110h0" stroke="${white}" stroke-width="10" stroke-linecap="round"/>`,
  scales: () =>
    `<path d="M100 30v140M50 170h100" stroke="${metal}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M40 60h120" stroke="${metal}" stroke-width="8"/>` +
    `<path d="M40 60l-24 50h48zM160 60l-24 50h48z" fill="${magenta}"/>`,
};

export type MotifName = keyof typeof motifs;

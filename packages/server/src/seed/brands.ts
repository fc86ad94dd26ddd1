import type { AppDatabase } from '../db/open.ts';
import { brands } from '../db/schema/index.ts';
import { updateFromExcluded } from '../db/upsert.ts';
import { readCatalogueBrands } from './catalogue-file.ts';

/** The accent colour each brand is known by, for its logo and its product pictures. */
const brandColours: Record<string, string> = {
  acer: '#83B81A',
  adata: '#E60012',
  amd: '#ED1C24',
  aoc: '#E2231A',
  arctic: '#0077C8',
  asrock: '#00A0E9',
  asus: '#00539B',
  'be-quiet': '#F28C00',
  'cooler-master': '#6C2C8F',
  corsair: '#F4C400',
  crucial: '#0072BC',
  deepcool: '#1D9BF0',
  dell: '#007DB8',
  ducky: '#D7001E',
  'fractal-design': '#2B2B2B',
  'g-skill': '#C8102E',
  gigabyte: '#F26522',
  glorious: '#3A3A3A',
  hyperx: '#E31837',
  hyte: '#7B61FF',
  'id-cooling': '#0096D6',
  intel: '#0071C5',
  keychron: '#4A4A4A',
  kingston: '#D52B1E',
  lexar: '#0055A5',
  lg: '#A50034',
  'lian-li': '#262626',
  logitech: '#00B8FC',
  microsoft: '#737373',
  montech: '#00B2A9',
  msi: '#E4002B',
  noctua: '#6B4F3A',
  nzxt: '#6E32C8',
  patriot: '#C8102E',
  phanteks: '#3C3C3C',
  pny: '#E8A800',
  powercolor: '#D71920',
  razer: '#44D62C',
  redragon: '#D0021B',
  'royal-kludge': '#FF6B00',
  samsung: '#1428A0',
  sapphire: '#0057B8',
  seagate: '#6EBE49',
  seasonic: '#1E3A5F',
  'sk-hynix': '#F47920',
  steelseries: '#FF5200',
  teamgroup: '#E50012',
  thermalright: '#1F6FB2',
  thermaltake: '#D7171F',
  toshiba: '#E60012',
  'western-digital': '#0072CE',
  xfx: '#D31F30',
  zotac: '#FFB81C',
};

/** A colour for a brand the table does not know yet, so a new brand still gets a picture. */
const fallbackColour = '#B42487';

export function brandRows(): Array<typeof brands.$inferInsert> {
  return readCatalogueBrands().map((brand) => ({
    key: brand.key,
    name: brand.name,
    color: brandColours[brand.key] ?? fallbackColour,
    logo: `/images/brands/${brand.key}.svg`,
  }));
}

export async function seedBrands(db: AppDatabase): Promise<number> {
  const rows = brandRows();
  await db
    .insert(brands)
    .values(rows)
    .onConflictDoUpdate({ target: brands.key, set: updateFromExcluded(brands, ['key']) });
  return rows.length;
}

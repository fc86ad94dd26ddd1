import { COMSET_ROOT_CATEGORY } from '../catalogue/category-index.ts';
import type { AppDatabase } from '../db/open.ts';
import {
  brands,
  categories,
  comsetExtrasGroups,
  comsetLevels,
  comsetOptions,
  productDetails,
  products,
} from '../db/schema/index.ts';
import { updateFromExcluded } from '../db/upsert.ts';
import { type CatalogueItem, readCatalogueItems } from './catalogue-file.ts';
import { generalAttributes, productImages, seedStock, withoutStock } from './products.ts';

// The shop's own computer sets, made of real catalogue parts: fixed parts (board, case, power
// supply, cooler) and the assembly, and a CPU, graphics card, memory and storage chosen in the
// configurator, priced from their own products when asked.

type ProductRow = typeof products.$inferInsert;
type Localized = { th: string; en: string };

/** The shop's own brand, under which the sets are sold. */
export const SHOP_BRAND = {
  key: 'probuild',
  name: 'ProBuild',
  color: '#B42487',
  logo: '/images/brands/probuild.svg',
};

/** Assembly, cable management and a burn-in test, in baht. */
const ASSEMBLY_BAHT = 990;
/** The shop warrants the whole assembled PC. */
const COMSET_WARRANTY_MONTHS = 24;

/** Each use of the /comset page is a category of its own under "Computer sets". */
const uses = {
  gamer: { th: 'คอมเล่นเกม', en: 'Gaming PCs' },
  streamer: { th: 'คอมสตรีมเมอร์', en: 'Streaming PCs' },
  graphic: { th: 'คอมงานกราฟิก', en: 'Graphic design PCs' },
  vdo: { th: 'คอมตัดต่อวิดีโอ', en: 'Video editing PCs' },
  work: { th: 'คอมทำงาน', en: 'Office PCs' },
} satisfies Record<string, Localized>;
type Use = keyof typeof uses;

export const comsetCategoryKey = (use: Use) => `comset-${use}`;

/** Three choices per part group: the levels default, normal and hiend take the first, second and third. */
type Choices = readonly [string, string, string];

export interface ComsetDefinition {
  sku: string;
  use: Use;
  name: Localized;
  description: Localized;
  fixed: { motherboard: string; case: string; psu: string; cooling: string };
  cpu: Choices;
  gpu: Choices;
  ram: Choices;
  storage: Choices;
  extras: { monitor: readonly string[]; keyboard: readonly string[]; mouse: readonly string[] };
}

const officeExtras = {
  monitor: ['MON-LG-24MR400-B', 'MON-MSI-G255F'],
  keyboard: ['KB-LOGITECH-K120', 'KB-HYPERX-ALLOY-CORE'],
  mouse: ['MS-RAZER-DEATHADDER-ESSENTIAL-BK', 'MS-LOGITECH-G305-LIGHTSPEED-BK'],
} as const;
const gamingExtras = {
  monitor: ['MON-MSI-G255F', 'MON-MSI-MAG-275QF', 'MON-ASUS-TUF-GAMING-VG27AQ'],
  keyboard: ['KB-REDRAGON-K552', 'KB-STEELSERIES-APEX-3-TKL-RGB', 'KB-RAZER-HUNTSMAN-MINI'],
  mouse: ['MS-LOGITECH-G305-LIGHTSPEED-BK', 'MS-LOGITECH-G502-HERO-BK', 'MS-RAZER-VIPER-V3-PRO-BK'],
} as const;
const creatorExtras = {
  monitor: ['MON-MSI-MAG-275QF', 'MON-GIGABYTE-M27Q', 'MON-LG-ULTRAGEAR-32GS95UE-B'],
  keyboard: ['KB-HYPERX-ALLOY-CORE', 'KB-LOGITECH-PRO-X'],
  mouse: ['MS-LOGITECH-G502-HERO-BK', 'MS-LOGITECH-PRO-X-SUPERLIGHT-2-BK'],
} as const;

export const comsetDefinitions: readonly ComsetDefinition[] = [
  {
    sku: 'SET-PROBUILD-GAMER-1440P',
    use: 'gamer',
    name: { th: 'คอมเซ็ต ProBuild Gamer 1440p', en: 'ProBuild Gamer 1440p computer set' },
    description: {
      th: 'ชุดเล่นเกม 1440p บน AM5 ประกอบและทดสอบแล้ว เลือกซีพียู การ์ดจอ แรม และ SSD ได้',
      en: 'An AM5 1440p gaming set, built and tested; choose the CPU, graphics card, memory and SSD.',
    },
    fixed: {
      motherboard: 'MB-MSI-MAG-B650-TOMAHAWK-WIFI',
      case: 'CASE-CORSAIR-4000D-AIRFLOW-BK',
      psu: 'PSU-MSI-MAG-A850GL-PCIE5',
      cooling: 'COOL-TR-PEERLESS-ASSASSIN-120-SE',
    },
    cpu: ['CPU-AMD-R5-7600X', 'CPU-AMD-R7-7800X3D', 'CPU-AMD-R7-9800X3D'],
    gpu: [
      'GPU-GIGABYTE-RTX5060TI-WINDFORCE-OC-16G',
      'GPU-MSI-RTX5070-GAMING-TRIO-OC-12G',
      'GPU-ASUS-RTX5070TI-TUF-GAMING-OC-16G',
    ],
    ram: [
      'RAM-KINGSTON-FURY-BEAST-D5-6000-2X16-CL30',
      'RAM-GSKILL-TRIDENT-Z5-NEO-RGB-D5-6000-2X16-CL30',
      'RAM-GSKILL-TRIDENT-Z5-NEO-RGB-D5-6000-2X32-CL30',
    ],
    storage: ['SSD-WD-BLACK-SN770-1TB', 'SSD-SAMSUNG-990-PRO-1TB', 'SSD-SAMSUNG-990-PRO-2TB'],
    extras: gamingExtras,
  },
  {
    sku: 'SET-PROBUILD-GAMER-STARTER',
    use: 'gamer',
    name: { th: 'คอมเซ็ต ProBuild Gamer Starter', en: 'ProBuild Gamer Starter computer set' },
    description: {
      th: 'ชุดเล่นเกม 1080p ราคาประหยัด บอร์ด Micro-ATX อัปเกรดต่อได้บน AM5',
      en: 'An affordable 1080p gaming set on a Micro-ATX AM5 board with room to upgrade.',
    },
    fixed: {
      motherboard: 'MB-GIGABYTE-B650M-D3HP-AX',
      case: 'CASE-FRACTAL-NORTH-BK',
      psu: 'PSU-MSI-MAG-A650BN',
      cooling: 'COOL-IDCOOLING-SE-214-XT-ARGB',
    },
    cpu: ['CPU-AMD-R5-8400F', 'CPU-AMD-R5-7500F', 'CPU-AMD-R5-7600X'],
    gpu: [
      'GPU-GIGABYTE-RTX5050-WINDFORCE-OC-8G',
      'GPU-MSI-RTX5060-SHADOW-2X-OC-8G',
      'GPU-SAPPHIRE-RX9060XT-PULSE-16G',
    ],
    ram: [
      'RAM-KINGSTON-FURY-BEAST-D5-5200-2X8-CL40',
      'RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36',
      'RAM-KINGSTON-FURY-BEAST-D5-6000-2X16-CL30',
    ],
    storage: ['SSD-KINGSTON-NV3-500GB', 'SSD-CRUCIAL-P3-PLUS-1TB', 'SSD-WD-BLACK-SN770-1TB'],
    extras: gamingExtras,
  },
  {
    sku: 'SET-PROBUILD-STREAMER-PRO',
    use: 'streamer',
    name: { th: 'คอมเซ็ต ProBuild Streamer Pro', en: 'ProBuild Streamer Pro computer set' },
    description: {
      th: 'เล่นและสตรีมพร้อมกันด้วยซีพียูหลายคอร์และการ์ดจอที่เข้ารหัสวิดีโอในตัว',
      en: 'Play and stream at once: many CPU cores and a graphics card with a hardware encoder.',
    },
    fixed: {
      motherboard: 'MB-ASUS-TUF-GAMING-B850-PLUS-WIFI',
      case: 'CASE-NZXT-H9-FLOW-2023-BK',
      psu: 'PSU-MSI-MAG-A1000GL-PCIE5',
      cooling: 'COOL-ARCTIC-FREEZER-36',
    },
    cpu: ['CPU-AMD-R7-9700X', 'CPU-AMD-R9-9900X', 'CPU-AMD-R9-9950X'],
    gpu: [
      'GPU-MSI-RTX5070-GAMING-TRIO-OC-12G',
      'GPU-SAPPHIRE-RX9070XT-PULSE-16G',
      'GPU-ASUS-RTX5070TI-TUF-GAMING-OC-16G',
    ],
    ram: [
      'RAM-GSKILL-TRIDENT-Z5-NEO-RGB-D5-6000-2X16-CL30',
      'RAM-CORSAIR-VENGEANCE-D5-6000-2X32-CL30',
      'RAM-GSKILL-TRIDENT-Z5-NEO-RGB-D5-6000-2X32-CL30',
    ],
    storage: ['SSD-SAMSUNG-990-EVO-PLUS-1TB', 'SSD-SAMSUNG-990-PRO-2TB', 'SSD-WD-BLACK-SN850X-2TB'],
    extras: gamingExtras,
  },
  {
    sku: 'SET-PROBUILD-GRAPHIC-STUDIO',
    use: 'graphic',
    name: { th: 'คอมเซ็ต ProBuild Graphic Studio', en: 'ProBuild Graphic Studio computer set' },
    description: {
      th: 'สำหรับงานกราฟิกและ 3D แรม 64GB เป็นมาตรฐาน พร้อม SSD 2TB',
      en: 'For graphic design and 3D work: 64 GB of memory as standard and a 2 TB SSD.',
    },
    fixed: {
      motherboard: 'MB-GIGABYTE-X870-EAGLE-WIFI7',
      case: 'CASE-LIANLI-LANCOOL-III-RGB-BK',
      psu: 'PSU-MSI-MAG-A1000GL-PCIE5',
      cooling: 'COOL-TR-PHANTOM-SPIRIT-EVO',
    },
    cpu: ['CPU-AMD-R7-9700X', 'CPU-AMD-R9-9900X', 'CPU-AMD-R9-9950X'],
    gpu: ['GPU-ASUS-RTX5060TI-DUAL-OC-16G', 'GPU-ASUS-RTX5070-PRIME-OC-12G', 'GPU-ASUS-RTX5070TI-PRIME-16G'],
    ram: [
      'RAM-CORSAIR-VENGEANCE-D5-6000-2X32-CL30',
      'RAM-GSKILL-FLARE-X5-D5-6000-2X32-CL30',
      'RAM-CORSAIR-DOMINATOR-TITANIUM-D5-6600-2X32-CL32',
    ],
    storage: ['SSD-SAMSUNG-990-PRO-2TB', 'SSD-WD-BLACK-SN850X-2TB', 'SSD-SAMSUNG-990-PRO-4TB'],
    extras: creatorExtras,
  },
  {
    sku: 'SET-PROBUILD-VIDEO-EDITOR',
    use: 'vdo',
    name: { th: 'คอมเซ็ต ProBuild Video Editor', en: 'ProBuild Video Editor computer set' },
    description: {
      th: 'ตัดต่อวิดีโอ 4K ลื่นไหล ซีพียู 12–16 คอร์ การ์ดจอแรงและพื้นที่เก็บงานมากถึง 4TB',
      en: 'Smooth 4K editing: 12 to 16 CPU cores, a strong graphics card and up to 4 TB for projects.',
    },
    fixed: {
      motherboard: 'MB-MSI-MAG-X870-TOMAHAWK-WIFI',
      case: 'CASE-NZXT-H9-FLOW-2023-BK',
      psu: 'PSU-MSI-MAG-A1000GL-PCIE5',
      cooling: 'COOL-ARCTIC-FREEZER-36',
    },
    cpu: ['CPU-AMD-R9-9900X', 'CPU-AMD-R9-9950X', 'CPU-AMD-R9-9950X3D'],
    gpu: [
      'GPU-MSI-RTX5070TI-VENTUS-3X-OC-16G',
      'GPU-MSI-RTX5080-SHADOW-3X-OC-16G',
      'GPU-ASUS-RTX5080-TUF-GAMING-OC-16G',
    ],
    ram: [
      'RAM-CORSAIR-VENGEANCE-D5-6000-2X32-CL30',
      'RAM-GSKILL-TRIDENT-Z5-NEO-RGB-D5-6000-2X32-CL30',
      'RAM-CORSAIR-DOMINATOR-TITANIUM-D5-6600-2X32-CL32',
    ],
    storage: ['SSD-SAMSUNG-990-PRO-2TB', 'SSD-WD-BLACK-SN850X-4TB', 'SSD-SAMSUNG-990-PRO-4TB'],
    extras: creatorExtras,
  },
  {
    sku: 'SET-PROBUILD-OFFICE',
    use: 'work',
    name: { th: 'คอมเซ็ต ProBuild Office', en: 'ProBuild Office computer set' },
    description: {
      th: 'คอมทำงานเงียบ ประหยัดไฟ สำหรับงานเอกสาร ประชุมออนไลน์ และเรียนออนไลน์',
      en: 'A quiet, frugal PC for documents, video calls and online classes.',
    },
    fixed: {
      motherboard: 'MB-ASROCK-B650M-PRO-RS-WIFI',
      case: 'CASE-BEQUIET-PURE-BASE-500DX-BK',
      psu: 'PSU-CORSAIR-CX-2023-550W',
      cooling: 'COOL-CM-HYPER-212-SPECTRUM-V3',
    },
    cpu: ['CPU-AMD-R5-8500G', 'CPU-AMD-R5-8600G', 'CPU-AMD-R7-8700G'],
    gpu: [
      'GPU-MSI-RTX3050-VENTUS-2X-OC-6G',
      'GPU-ASUS-RTX3050-DUAL-OC-6G',
      'GPU-GIGABYTE-RTX5050-WINDFORCE-OC-8G',
    ],
    ram: [
      'RAM-KINGSTON-FURY-BEAST-D5-5200-2X8-CL40',
      'RAM-KINGSTON-FURY-BEAST-D5-5600-2X16-CL36',
      'RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36',
    ],
    storage: ['SSD-KINGSTON-NV3-500GB', 'SSD-CRUCIAL-P3-PLUS-1TB', 'SSD-SAMSUNG-990-EVO-PLUS-1TB'],
    extras: officeExtras,
  },
];

/** What a set's texts may say of its processor and graphics card, read from the catalogue. */
export interface ComsetPartFacts {
  /** The processor and graphics chip of the standard configuration, the one the set's price buys. */
  cpu: string;
  gpu: string;
  /** The fewest and the most cores among the processors on offer. */
  cores: { min: number; max: number };
  /** The processor families on offer ("Ryzen 7", "Ryzen 9"), each once, in the order offered. */
  cpuSeries: string[];
}

export function comsetPartFacts(
  setSku: string,
  items: CatalogueItem[] = readCatalogueItems(),
): ComsetPartFacts {
  const definition = comsetDefinitions.find((set) => set.sku === setSku);
  if (!definition) throw new Error(`${setSku} is not one of the seeded computer sets`);
  const item = (sku: string) => {
    const found = items.find((candidate) => candidate.sku === sku);
    if (!found) throw new Error(`The computer set ${setSku} names ${sku}, which is not in the catalogue`);
    return found;
  };
  const cpus = definition.cpu.map(item);
  const cores = cpus.map((cpu) => Number(cpu.specs.cores));
  return {
    cpu: item(definition.cpu[0]).model,
    gpu: String(item(definition.gpu[0]).specs.chipset),
    cores: { min: Math.min(...cores), max: Math.max(...cores) },
    cpuSeries: [...new Set(cpus.map((cpu) => String(cpu.specs.series)))],
  };
}

const partGroups = ['cpu', 'gpu', 'ram', 'storage'] as const;
const levels = [
  { key: 'default', th: 'เริ่มต้น', en: 'Standard' },
  { key: 'normal', th: 'แนะนำ', en: 'Recommended' },
  { key: 'hiend', th: 'จัดเต็ม', en: 'High end' },
] as const;
const extrasLabels: Record<keyof ComsetDefinition['extras'], Localized> = {
  monitor: { th: 'จอมอนิเตอร์', en: 'Monitor' },
  keyboard: { th: 'คีย์บอร์ด', en: 'Keyboard' },
  mouse: { th: 'เมาส์', en: 'Mouse' },
};
const fixedLabels: Record<keyof ComsetDefinition['fixed'], Localized> = {
  motherboard: { th: 'เมนบอร์ด', en: 'Motherboard' },
  case: { th: 'เคส', en: 'Case' },
  psu: { th: 'พาวเวอร์ซัพพลาย', en: 'Power supply' },
  cooling: { th: 'ชุดระบายความร้อนซีพียู', en: 'CPU cooler' },
};

/** The option id of the n-th choice of a group: `cpu-1` … `mouse-2`. */
const optionId = (group: string, index: number) => `${group}-${index + 1}`;
const effectivePrice = (row: ProductRow) => row.salePrice ?? row.price;

/**
 * Inside a set a part costs 5 % less (CPU and graphics card 3 %), in whole tens of baht: the saving
 * of buying the set, shown against the same parts bought one by one.
 */
export function setDiscount(group: (typeof partGroups)[number], price: number): number {
  const percent = group === 'cpu' || group === 'gpu' ? 3 : 5;
  return Math.round((price * percent) / 100 / 1000) * 1000;
}

export function comsetCategoryRows(): Array<typeof categories.$inferInsert> {
  return [
    {
      key: COMSET_ROOT_CATEGORY,
      parentKey: null,
      level: 1,
      sortOrder: 4,
      nameTh: 'คอมเซ็ต',
      nameEn: 'Computer Sets',
      icon: 'comset',
    },
    ...(Object.entries(uses) as [Use, Localized][]).map(([use, name], index) => ({
      key: comsetCategoryKey(use),
      parentKey: COMSET_ROOT_CATEGORY,
      level: 2,
      sortOrder: index + 1,
      nameTh: name.th,
      nameEn: name.en,
      icon: 'comset',
    })),
  ];
}

const comsetModel = (definition: ComsetDefinition) => definition.name.en.replace(/ computer set$/, '');

/** Looks up a catalogue part a set needs; a set naming a part the catalogue lacks is a seed error. */
function partIn(parts: Map<string, ProductRow>, sku: string, set: string): ProductRow {
  const part = parts.get(sku);
  if (!part) throw new Error(`The computer set ${set} names ${sku}, which is not in the catalogue`);
  return part;
}

/**
 * The product row of a set: its price is that of its standard configuration (fixed parts, assembly
 * and the first choice of each group, less the set's discount), its stock no higher than those parts'.
 */
export function comsetProductRow(definition: ComsetDefinition, parts: Map<string, ProductRow>): ProductRow {
  const fixed = Object.values(definition.fixed).map((sku) => partIn(parts, sku, definition.sku));
  const standard = partGroups.map((group) => partIn(parts, definition[group][0], definition.sku));
  const fixedPrice = fixed.reduce((sum, part) => sum + effectivePrice(part), ASSEMBLY_BAHT * 100);
  const price = partGroups.reduce((sum, group, index) => {
    const part = standard[index] as ProductRow;
    return sum + effectivePrice(part) - setDiscount(group, effectivePrice(part));
  }, fixedPrice);
  return {
    sku: definition.sku,
    productType: 'comset',
    categoryKey: comsetCategoryKey(definition.use),
    subcategoryKey: null,
    brandKey: SHOP_BRAND.key,
    model: comsetModel(definition),
    nameTh: definition.name.th,
    nameEn: definition.name.en,
    shortDescTh: definition.description.th,
    shortDescEn: definition.description.en,
    price,
    salePrice: null,
    stock: Math.min(...[...fixed, ...standard].map((part) => part.stock ?? 0)),
    isNew: false,
    createdAt: new Date(Date.UTC(2025, 6, 1, 3, 0, 0)),
    images: productImages(definition.sku),
    colors: [],
    tags: [],
    highlights: partGroups.map((group) => {
      const part = partIn(parts, definition[group][0], definition.sku);
      return {
        bold: { th: group.toUpperCase(), en: group.toUpperCase() },
        normal: { th: part.model, en: part.model },
      };
    }),
    warrantyMonths: COMSET_WARRANTY_MONTHS,
    specs: {},
    memoryType: null,
    capacity: null,
    vramGb: null,
    cores: null,
    searchText: [definition.sku, definition.name.en, definition.name.th, SHOP_BRAND.name]
      .join(' ')
      .toLowerCase(),
  };
}

/** The page text of a set: what is fixed in it, and what can be chosen. */
function comsetDetailRow(definition: ComsetDefinition, parts: Map<string, ProductRow>) {
  const nameOf = (sku: string) => {
    const part = partIn(parts, sku, definition.sku);
    return { th: part.nameTh, en: part.nameEn };
  };
  const fixedRows = (Object.keys(definition.fixed) as (keyof ComsetDefinition['fixed'])[]).map((key) => ({
    name: fixedLabels[key],
    value: nameOf(definition.fixed[key]),
  }));
  return {
    sku: definition.sku,
    longDescTh: `${definition.description.th} ประกอบโดยช่างของร้าน ทดสอบการทำงานก่อนส่ง รับประกันทั้งเครื่อง 2 ปี`,
    longDescEn: `${definition.description.en} Assembled by our technicians and tested before it ships, with a two-year warranty on the whole PC.`,
    attributes: [
      {
        mainTitle: { th: 'ชิ้นส่วนหลักของชุด', en: 'Parts of the set' },
        list: [
          ...fixedRows,
          {
            name: { th: 'การประกอบ', en: 'Assembly' },
            value: { th: 'ประกอบและทดสอบแล้ว', en: 'Assembled and tested' },
          },
        ],
      },
      {
        mainTitle: { th: 'ข้อมูลทั่วไป', en: 'General' },
        list: generalAttributes({
          brandName: SHOP_BRAND.name,
          model: comsetModel(definition),
          sku: definition.sku,
          warrantyMonths: COMSET_WARRANTY_MONTHS,
        }),
      },
    ],
    features: [],
    boxContents: [],
    compatibilityNotes: [],
  };
}

/** Categories, the shop's brand, and each set with its options, extras and levels; safe to run again. */
export async function seedComsets(db: AppDatabase, catalogue: ProductRow[]): Promise<number> {
  const parts = new Map(catalogue.map((row) => [row.sku, row]));
  await db
    .insert(categories)
    .values(comsetCategoryRows())
    .onConflictDoUpdate({ target: categories.key, set: updateFromExcluded(categories, ['key']) });
  await db
    .insert(brands)
    .values(SHOP_BRAND)
    .onConflictDoUpdate({
      target: brands.key,
      set: updateFromExcluded(brands, ['key']),
    });
  for (const definition of comsetDefinitions) {
    const row = comsetProductRow(definition, parts);
    await db
      .insert(products)
      .values(withoutStock(row))
      .onConflictDoUpdate({
        target: products.sku,
        set: updateFromExcluded(products, ['sku', 'effective_price', 'stock']),
      });
    await seedStock(db, [row]);
    await db
      .insert(productDetails)
      .values(comsetDetailRow(definition, parts))
      .onConflictDoUpdate({ target: productDetails.sku, set: updateFromExcluded(productDetails, ['sku']) });
    const options = [
      ...partGroups.flatMap((group) =>
        definition[group].map((sku, index) => ({
          optionId: optionId(group, index),
          groupKey: group,
          partSku: sku,
          discount: setDiscount(group, effectivePrice(partIn(parts, sku, definition.sku))),
        })),
      ),
      ...(Object.keys(definition.extras) as (keyof ComsetDefinition['extras'])[]).flatMap((group) =>
        definition.extras[group].map((sku, index) => ({
          optionId: optionId(group, index),
          groupKey: group,
          partSku: partIn(parts, sku, definition.sku).sku,
          discount: 0,
        })),
      ),
    ];
    await db
      .insert(comsetOptions)
      .values(options.map((option, sortOrder) => ({ ...option, setSku: definition.sku, sortOrder })))
      .onConflictDoUpdate({
        target: [comsetOptions.setSku, comsetOptions.optionId],
        set: updateFromExcluded(comsetOptions, ['set_sku', 'option_id']),
      });
    await db
      .insert(comsetExtrasGroups)
      .values(
        (Object.keys(definition.extras) as (keyof ComsetDefinition['extras'])[]).map((group, sortOrder) => ({
          setSku: definition.sku,
          groupKey: group,
          labelTh: extrasLabels[group].th,
          labelEn: extrasLabels[group].en,
          sortOrder,
        })),
      )
      .onConflictDoUpdate({
        target: [comsetExtrasGroups.setSku, comsetExtrasGroups.groupKey],
        set: updateFromExcluded(comsetExtrasGroups, ['set_sku', 'group_key']),
      });
    await db
      .insert(comsetLevels)
      .values(
        levels.map((level, index) => ({
          setSku: definition.sku,
          level: level.key,
          nameTh: level.th,
          nameEn: level.en,
          cpu: optionId('cpu', index),
          gpu: optionId('gpu', index),
          ram: optionId('ram', index),
          storage: optionId('storage', index),
        })),
      )
      .onConflictDoUpdate({
        target: [comsetLevels.setSku, comsetLevels.level],
        set: updateFromExcluded(comsetLevels, ['set_sku', 'level']),
      });
  }
  return comsetDefinitions.length;
}

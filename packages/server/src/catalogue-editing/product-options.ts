import type { components } from '@probuild/api-client/backoffice/schema';
import { ruleSpecsOf } from '@probuild/catalogue-rules';
import { asc, inArray } from 'drizzle-orm';
import { colourNames, specDefinitions } from '../catalogue/spec-labels.ts';
import type { AppDatabase } from '../db/open.ts';
import { brands, categories } from '../db/schema/index.ts';

type Schemas = components['schemas'];
type SpecField = Schemas['SpecField'];
type Kind = SpecField['kind'];

/**
 * The specifications an editor fills per category, as the catalogue writes them (`key` is text,
 * `key:number`, `key:boolean`, `key:list`). The ones the compatibility rules read are required.
 */
const SPEC_FIELDS: Record<string, string> = {
  cpu: 'socket series generation microarchitecture cores:number threads:number baseClockGHz:number boostClockGHz:number tdpW:number integratedGraphics:boolean graphicsModel memoryTypes:list',
  gpu: 'chipset chipsetVendor series productLine memoryGB:number coreClockMHz:number boostClockMHz:number lengthMm:number tdpW:number color',
  motherboard:
    'socket chipset formFactor memoryType memorySlots:number maxMemoryGB:number wifi:boolean color',
  ram: 'memoryType speedMHz:number modules:number moduleGB:number totalGB:number casLatency:number firstWordLatencyNs:number rgb:boolean color',
  cooling:
    'type radiatorMm:number fanRpmMin:number fanRpmMax:number noiseDbMin:number noiseDbMax:number sockets:list rgb:boolean lcd:boolean color',
  storage:
    'type interface formFactor capacityGB:number pcieGen:number pcieLanes:number rpm:number cacheMB:number',
  case: 'caseType maxMotherboard supportedFormFactors:list maxGpuLengthMm:number sidePanel volumeL:number bays35:number includedPsuW:number color',
  psu: 'wattage:number efficiency formFactor modular color',
  fancase:
    'sizeMm:number quantity:number rpmMax:number airflowCfm:number noiseDbMax:number pwm:boolean rgb:boolean color',
  os: 'version edition license media bits:number maxMemoryGB:number',
  monitor:
    'screenSizeInch:number resolution resolutionWidth:number resolutionHeight:number refreshRateHz:number responseTimeMs:number panelType aspectRatio',
  keyboard: 'style switches backlight tenkeyless:boolean connection:list wireless:boolean color',
  mouse: 'trackingMethod maxDpi:number handOrientation connection:list wireless:boolean color',
  headset:
    'type enclosure microphone:boolean wireless:boolean frequencyResponseMinHz:number frequencyResponseMaxKHz:number color',
};

/** Labels of the specifications product pages do not show under their own key. */
const otherLabels: Record<string, { th: string; en: string }> = {
  integratedGraphics: { th: 'มีกราฟิกในตัว', en: 'Integrated graphics' },
  graphicsModel: { th: 'รุ่นกราฟิกในตัว', en: 'Integrated graphics model' },
  modules: { th: 'จำนวนแถว', en: 'Modules' },
  moduleGB: { th: 'ความจุต่อแถว (GB)', en: 'Module size (GB)' },
  fanRpmMin: { th: 'รอบพัดลมต่ำสุด', en: 'Minimum fan speed' },
  noiseDbMin: { th: 'เสียงต่ำสุด', en: 'Minimum noise' },
  pcieLanes: { th: 'จำนวนเลน PCIe', en: 'PCIe lanes' },
  maxMotherboard: { th: 'เมนบอร์ดใหญ่สุด', en: 'Largest motherboard' },
  includedPsuW: { th: 'พาวเวอร์ที่แถมมา (W)', en: 'Included power supply (W)' },
  resolutionWidth: { th: 'ความกว้าง (พิกเซล)', en: 'Width (pixels)' },
  resolutionHeight: { th: 'ความสูง (พิกเซล)', en: 'Height (pixels)' },
  wireless: { th: 'ไร้สาย', en: 'Wireless' },
  frequencyResponseMinHz: { th: 'ความถี่ต่ำสุด (Hz)', en: 'Lowest frequency (Hz)' },
  frequencyResponseMaxKHz: { th: 'ความถี่สูงสุด (kHz)', en: 'Highest frequency (kHz)' },
};

/** A table's own value of a key typed by staff (never one of Object's, such as `valueOf`). */
const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The fields of one category: rule specs first-class (required, their kind from the rules). */
export function specFieldsOf(category: string): SpecField[] {
  const rules = new Map(ruleSpecsOf(category).map((spec) => [spec.key, spec]));
  const definitions = own(specDefinitions, category) ?? [];
  return (own(SPEC_FIELDS, category) ?? '').split(' ').flatMap((entry) => {
    if (entry === '') return [];
    const [key = '', written = 'text'] = entry.split(':');
    const rule = rules.get(key);
    const label = definitions.find((definition) => definition.key === key)?.label ?? own(otherLabels, key);
    return [
      {
        key,
        label: { th: label?.th ?? key, en: label?.en ?? key },
        kind: (rule?.kind ?? written) as Kind,
        required: rule?.required ?? false,
      },
    ];
  });
}

/** What an editor chooses from: level-2 and level-3 categories with their fields, brands, colours. */
export async function productOptions(db: AppDatabase): Promise<Schemas['ProductOptions']> {
  const [categoryRows, brandRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(inArray(categories.level, [2, 3]))
      .orderBy(asc(categories.level), asc(categories.sortOrder)),
    db.select({ key: brands.key, name: brands.name }).from(brands).orderBy(asc(brands.name)),
  ]);
  return {
    categories: categoryRows.map((row) => ({
      key: row.key,
      name: { th: row.nameTh, en: row.nameEn },
      parentKey: row.parentKey,
      level: row.level as 2 | 3,
      specFields: row.level === 2 ? specFieldsOf(row.key) : [],
    })),
    brands: brandRows,
    colours: Object.entries(colourNames).map(([value, colour]) => ({
      value,
      name: { th: colour.th, en: colour.en ?? colour.th },
      code: colour.code,
    })),
  };
}

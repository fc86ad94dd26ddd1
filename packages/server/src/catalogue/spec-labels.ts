import type { components } from '@probuild/api-client/schema';
import type { ProductSpecs } from '../db/schema/index.ts';

type LocalizedText = components['schemas']['LocalizedText'];

const both = (value: string): LocalizedText => ({ th: value, en: value });

/** The groups a detail page's specifications are shown in, in this order. */
const groupTitles = {
  performance: { th: 'ประสิทธิภาพ', en: 'Performance' },
  platform: { th: 'แพลตฟอร์ม', en: 'Platform' },
  display: { th: 'หน้าจอ', en: 'Display' },
  connectivity: { th: 'การเชื่อมต่อ', en: 'Connectivity' },
  design: { th: 'การออกแบบ', en: 'Design' },
} satisfies Record<string, LocalizedText>;

type GroupKey = keyof typeof groupTitles;

/** One specification shown to shoppers: its label and how its value reads in each language. */
export interface SpecDefinition {
  key: string;
  label: LocalizedText;
  group: GroupKey;
  value(specs: ProductSpecs): LocalizedText | null;
}

export const colourNames: Record<string, LocalizedText & { code: string }> = {
  Black: { th: 'สีดำ', en: 'Black', code: '#000000' },
  White: { th: 'สีขาว', en: 'White', code: '#FFFFFF' },
  Silver: { th: 'สีเงิน', en: 'Silver', code: '#C0C0C0' },
  Gray: { th: 'สีเทา', en: 'Gray', code: '#808080' },
  Yellow: { th: 'สีเหลือง', en: 'Yellow', code: '#F5C400' },
  Green: { th: 'สีเขียว', en: 'Green', code: '#2E9E44' },
  Red: { th: 'สีแดง', en: 'Red', code: '#D62828' },
  Copper: { th: 'สีทองแดง', en: 'Copper', code: '#B87333' },
  Gold: { th: 'สีทอง', en: 'Gold', code: '#D4AF37' },
  Blue: { th: 'สีน้ำเงิน', en: 'Blue', code: '#1F4FD1' },
  Brown: { th: 'สีน้ำตาล', en: 'Brown', code: '#6F4E37' },
  Multicolor: { th: 'หลากสี', en: 'Multicolour', code: '#7E57C2' },
};

/** The catalogue's spelling (`Multicolor`) of a colour's English name (`Multicolour`), tone by tone. */
export function catalogueColour(englishName: string): string {
  return englishName
    .split('/')
    .map((tone) => {
      const name = tone.trim();
      return Object.entries(colourNames).find(([, colour]) => colour.en === name)?.[0] ?? name;
    })
    .join(' / ');
}

/** A catalogue colour such as `Black / Silver` in both languages, with the hex code of its first tone. */
export function describeColour(colour: string): (LocalizedText & { code: string; value: string }) | null {
  const tones = colour.split('/').map((tone) => colourNames[tone.trim()]);
  if (tones.length === 0 || tones.some((tone) => tone === undefined)) return null;
  const known = tones as Array<LocalizedText & { code: string }>;
  return {
    th: known.map((tone) => tone.th).join(' / '),
    en: known.map((tone) => tone.en).join(' / '),
    code: (known[0] as { code: string }).code,
    value: colour.toLowerCase().replaceAll(/[^a-z]+/g, '-'),
  };
}

function present(specs: ProductSpecs, key: string): boolean {
  const value = specs[key];
  return value !== null && value !== undefined && value !== '';
}

/** A plain value, the same in both languages (models, sockets, chipsets). */
const plain = (key: string, label: LocalizedText, group: GroupKey): SpecDefinition => ({
  key,
  label,
  group,
  value: (specs) => (present(specs, key) ? both(String(specs[key])) : null),
});

/** A number with a unit that reads differently per language (`มม.` / `mm`). */
const measured = (
  key: string,
  label: LocalizedText,
  group: GroupKey,
  unit: LocalizedText | string,
): SpecDefinition => ({
  key,
  label,
  group,
  value(specs) {
    if (!present(specs, key)) return null;
    const units = typeof unit === 'string' ? both(unit) : unit;
    return { th: `${specs[key]} ${units.th}`, en: `${specs[key]} ${units.en}` };
  },
});

/** A true-or-false value, read as "Yes" / "No" unless the spec has its own words for each. */
const booleanSpec = (
  key: string,
  label: LocalizedText,
  group: GroupKey,
  [whenTrue, whenFalse]: [LocalizedText, LocalizedText] = [
    { th: 'มี', en: 'Yes' },
    { th: 'ไม่มี', en: 'No' },
  ],
): SpecDefinition => ({
  key,
  label,
  group,
  value: (specs) => (typeof specs[key] === 'boolean' ? (specs[key] ? whenTrue : whenFalse) : null),
});

const listSpec = (key: string, label: LocalizedText, group: GroupKey): SpecDefinition => ({
  key,
  label,
  group,
  value: (specs) => {
    const list = specs[key];
    return Array.isArray(list) && list.length > 0 ? both(list.join(', ')) : null;
  },
});

/** A value from a short list that has Thai words (`Full` → `ฟูลโมดูลาร์`). */
const translated = (
  key: string,
  label: LocalizedText,
  group: GroupKey,
  words: Record<string, LocalizedText>,
): SpecDefinition => ({
  key,
  label,
  group,
  value: (specs) => {
    if (!present(specs, key)) return null;
    const raw = String(specs[key]);
    return words[raw] ?? both(raw);
  },
});

const colourSpec: SpecDefinition = {
  key: 'color',
  label: { th: 'สี', en: 'Colour' },
  group: 'design',
  value: (specs) => {
    if (typeof specs.color !== 'string') return null;
    const colour = describeColour(specs.color);
    return colour && { th: colour.th, en: colour.en };
  },
};

const rgbSpec = booleanSpec('rgb', { th: 'ไฟ RGB', en: 'RGB lighting' }, 'design');
const socketSpec = plain('socket', { th: 'ซ็อกเก็ต', en: 'Socket' }, 'platform');
const formFactorSpec = plain('formFactor', { th: 'ขนาด (ฟอร์มแฟกเตอร์)', en: 'Form factor' }, 'platform');
const memoryTypeSpec = plain('memoryType', { th: 'ชนิดแรม', en: 'Memory type' }, 'platform');

/** `GB` below a terabyte, otherwise `TB` (1000 and 1024 GB are both sold as 1TB). */
export function capacityLabel(gigabytes: number): string {
  if (gigabytes < 1000) return `${gigabytes}GB`;
  const terabytes = Math.round((gigabytes / (gigabytes % 1024 === 0 ? 1024 : 1000)) * 10) / 10;
  return `${terabytes}TB`;
}

const connectionWords: Record<string, LocalizedText> = {
  Wired: { th: 'มีสาย', en: 'Wired' },
  '2.4GHz Wireless': { th: 'ไร้สาย 2.4GHz', en: '2.4GHz wireless' },
  Bluetooth: { th: 'บลูทูธ', en: 'Bluetooth' },
};

const connectionSpec: SpecDefinition = {
  key: 'connection',
  label: { th: 'การเชื่อมต่อ', en: 'Connection' },
  group: 'connectivity',
  value: (specs) => {
    const list = specs.connection;
    if (!Array.isArray(list) || list.length === 0) return null;
    const words = list.map((item) => connectionWords[item] ?? both(item));
    return { th: words.map((word) => word.th).join(', '), en: words.map((word) => word.en).join(', ') };
  },
};

/** Specifications shown for each level-2 category, in display order. */
export const specDefinitions: Record<string, SpecDefinition[]> = {
  cpu: [
    plain('cores', { th: 'จำนวนคอร์', en: 'Cores' }, 'performance'),
    plain('threads', { th: 'จำนวนเธรด', en: 'Threads' }, 'performance'),
    measured('baseClockGHz', { th: 'ความเร็วพื้นฐาน', en: 'Base clock' }, 'performance', 'GHz'),
    measured('boostClockGHz', { th: 'ความเร็วสูงสุด (Boost)', en: 'Boost clock' }, 'performance', 'GHz'),
    measured('tdpW', { th: 'TDP', en: 'TDP' }, 'performance', 'W'),
    plain('microarchitecture', { th: 'สถาปัตยกรรม', en: 'Microarchitecture' }, 'performance'),
    socketSpec,
    plain('series', { th: 'ซีรีส์', en: 'Series' }, 'platform'),
    plain('generation', { th: 'เจเนอเรชัน', en: 'Generation' }, 'platform'),
    listSpec('memoryTypes', { th: 'แรมที่รองรับ', en: 'Memory support' }, 'platform'),
    {
      key: 'graphicsModel',
      label: { th: 'กราฟิกในตัว', en: 'Integrated graphics' },
      group: 'platform',
      value: (specs) =>
        specs.integratedGraphics === true
          ? both(typeof specs.graphicsModel === 'string' ? specs.graphicsModel : 'Yes')
          : { th: 'ไม่มี (ต้องใช้การ์ดจอแยก)', en: 'None (needs a graphics card)' },
    },
  ],
  gpu: [
    plain('chipset', { th: 'ชิปกราฟิก', en: 'Chipset' }, 'performance'),
    measured('memoryGB', { th: 'หน่วยความจำการ์ดจอ', en: 'Video memory' }, 'performance', 'GB'),
    measured('coreClockMHz', { th: 'ความเร็วคอร์', en: 'Core clock' }, 'performance', 'MHz'),
    measured('boostClockMHz', { th: 'ความเร็วบูสต์', en: 'Boost clock' }, 'performance', 'MHz'),
    measured('tdpW', { th: 'กำลังไฟการ์ด (TBP)', en: 'Board power' }, 'performance', 'W'),
    plain('series', { th: 'ซีรีส์', en: 'Series' }, 'platform'),
    plain('chipsetVendor', { th: 'ผู้ผลิตชิป', en: 'Chip maker' }, 'platform'),
    measured('lengthMm', { th: 'ความยาวการ์ด', en: 'Card length' }, 'design', { th: 'มม.', en: 'mm' }),
    plain('productLine', { th: 'ไลน์สินค้า', en: 'Product line' }, 'design'),
    colourSpec,
  ],
  motherboard: [
    socketSpec,
    plain('chipset', { th: 'ชิปเซ็ต', en: 'Chipset' }, 'platform'),
    formFactorSpec,
    memoryTypeSpec,
    plain('memorySlots', { th: 'จำนวนสล็อตแรม', en: 'Memory slots' }, 'platform'),
    measured('maxMemoryGB', { th: 'รองรับแรมสูงสุด', en: 'Maximum memory' }, 'platform', 'GB'),
    booleanSpec('wifi', { th: 'Wi-Fi ในตัว', en: 'Built-in Wi-Fi' }, 'connectivity'),
    colourSpec,
  ],
  ram: [
    memoryTypeSpec,
    {
      key: 'totalGB',
      label: { th: 'ความจุ', en: 'Capacity' },
      group: 'performance',
      value: (specs) =>
        typeof specs.totalGB === 'number' && typeof specs.modules === 'number'
          ? both(`${specs.totalGB}GB (${specs.modules}x${specs.moduleGB}GB)`)
          : null,
    },
    measured('speedMHz', { th: 'ความเร็ว (บัส)', en: 'Speed' }, 'performance', 'MHz'),
    {
      key: 'casLatency',
      label: { th: 'ค่าหน่วงเวลา', en: 'CAS latency' },
      group: 'performance',
      value: (specs) => (present(specs, 'casLatency') ? both(`CL${specs.casLatency}`) : null),
    },
    measured('firstWordLatencyNs', { th: 'เวลาแฝงคำแรก', en: 'First word latency' }, 'performance', 'ns'),
    rgbSpec,
    colourSpec,
  ],
  storage: [
    {
      key: 'capacityGB',
      label: { th: 'ความจุ', en: 'Capacity' },
      group: 'performance',
      value: (specs) => (typeof specs.capacityGB === 'number' ? both(capacityLabel(specs.capacityGB)) : null),
    },
    plain('type', { th: 'ประเภท', en: 'Type' }, 'performance'),
    plain('interface', { th: 'อินเทอร์เฟซ', en: 'Interface' }, 'connectivity'),
    formFactorSpec,
    plain('pcieGen', { th: 'PCIe เจเนอเรชัน', en: 'PCIe generation' }, 'connectivity'),
    measured('rpm', { th: 'ความเร็วรอบจาน', en: 'Spindle speed' }, 'performance', 'RPM'),
    measured('cacheMB', { th: 'หน่วยความจำแคช', en: 'Cache' }, 'performance', 'MB'),
  ],
  psu: [
    measured('wattage', { th: 'กำลังไฟ', en: 'Wattage' }, 'performance', 'W'),
    plain('efficiency', { th: 'มาตรฐานประสิทธิภาพ', en: 'Efficiency rating' }, 'performance'),
    formFactorSpec,
    translated('modular', { th: 'สายแบบโมดูลาร์', en: 'Modular cables' }, 'design', {
      Full: { th: 'ถอดได้ทั้งหมด (Full Modular)', en: 'Fully modular' },
      Semi: { th: 'ถอดได้บางส่วน (Semi Modular)', en: 'Semi-modular' },
      None: { th: 'ถอดไม่ได้', en: 'Non-modular' },
    }),
    colourSpec,
  ],
  case: [
    plain('caseType', { th: 'ประเภทเคส', en: 'Case type' }, 'design'),
    listSpec('supportedFormFactors', { th: 'เมนบอร์ดที่รองรับ', en: 'Motherboard support' }, 'platform'),
    measured('maxGpuLengthMm', { th: 'ความยาวการ์ดจอสูงสุด', en: 'Maximum GPU length' }, 'platform', {
      th: 'มม.',
      en: 'mm',
    }),
    plain('bays35', { th: 'ช่องใส่ฮาร์ดดิสก์ 3.5 นิ้ว', en: '3.5-inch bays' }, 'platform'),
    translated('sidePanel', { th: 'ฝาข้าง', en: 'Side panel' }, 'design', {
      'Tempered Glass': { th: 'กระจกนิรภัย', en: 'Tempered glass' },
      'Tinted Tempered Glass': { th: 'กระจกนิรภัยสีชา', en: 'Tinted tempered glass' },
      Acrylic: { th: 'อะคริลิก', en: 'Acrylic' },
      Mesh: { th: 'ตะแกรงระบายอากาศ', en: 'Mesh' },
    }),
    measured('volumeL', { th: 'ปริมาตร', en: 'Volume' }, 'design', { th: 'ลิตร', en: 'L' }),
    colourSpec,
  ],
  cooling: [
    translated('type', { th: 'ประเภท', en: 'Type' }, 'performance', {
      air: { th: 'ซิงค์ลม', en: 'Air cooler' },
      liquid: { th: 'ชุดน้ำปิด (AIO)', en: 'AIO liquid cooler' },
    }),
    measured('radiatorMm', { th: 'ขนาดหม้อน้ำ', en: 'Radiator size' }, 'performance', { th: 'มม.', en: 'mm' }),
    measured('fanRpmMax', { th: 'รอบพัดลมสูงสุด', en: 'Maximum fan speed' }, 'performance', 'RPM'),
    measured('noiseDbMax', { th: 'เสียงสูงสุด', en: 'Maximum noise' }, 'performance', 'dB'),
    listSpec('sockets', { th: 'ซ็อกเก็ตที่รองรับ', en: 'Socket support' }, 'platform'),
    rgbSpec,
    booleanSpec('lcd', { th: 'จอ LCD บนหัวปั๊ม', en: 'LCD display' }, 'design'),
    colourSpec,
  ],
  fancase: [
    measured('sizeMm', { th: 'ขนาดพัดลม', en: 'Fan size' }, 'performance', { th: 'มม.', en: 'mm' }),
    plain('quantity', { th: 'จำนวนพัดลมในกล่อง', en: 'Fans in the box' }, 'design'),
    measured('rpmMax', { th: 'รอบสูงสุด', en: 'Maximum speed' }, 'performance', 'RPM'),
    measured('airflowCfm', { th: 'แรงลม', en: 'Airflow' }, 'performance', 'CFM'),
    measured('noiseDbMax', { th: 'เสียงสูงสุด', en: 'Maximum noise' }, 'performance', 'dB'),
    booleanSpec('pwm', { th: 'ควบคุมรอบ PWM', en: 'PWM control' }, 'connectivity'),
    rgbSpec,
    colourSpec,
  ],
  os: [
    plain('version', { th: 'เวอร์ชัน', en: 'Version' }, 'platform'),
    plain('edition', { th: 'รุ่น', en: 'Edition' }, 'platform'),
    translated('license', { th: 'สิทธิ์การใช้งาน', en: 'Licence' }, 'platform', {
      OEM: { th: 'OEM (ผูกกับเครื่อง)', en: 'OEM (tied to one PC)' },
      Retail: { th: 'Retail (ย้ายเครื่องได้)', en: 'Retail (transferable)' },
    }),
    translated('media', { th: 'สื่อติดตั้ง', en: 'Media' }, 'design', {
      DVD: { th: 'แผ่น DVD', en: 'DVD' },
      USB: { th: 'แฟลชไดรฟ์ USB', en: 'USB flash drive' },
      Download: { th: 'ดาวน์โหลด', en: 'Download' },
    }),
    {
      key: 'bits',
      label: { th: 'สถาปัตยกรรม', en: 'Architecture' },
      group: 'platform',
      value: (specs) => (present(specs, 'bits') ? { th: `${specs.bits} บิต`, en: `${specs.bits}-bit` } : null),
    },
    measured('maxMemoryGB', { th: 'รองรับแรมสูงสุด', en: 'Maximum memory' }, 'platform', 'GB'),
  ],
  monitor: [
    measured('screenSizeInch', { th: 'ขนาดหน้าจอ', en: 'Screen size' }, 'display', { th: 'นิ้ว', en: 'inch' }),
    {
      key: 'resolution',
      label: { th: 'ความละเอียด', en: 'Resolution' },
      group: 'display',
      value: (specs) =>
        present(specs, 'resolutionWidth')
          ? both(`${specs.resolutionWidth} x ${specs.resolutionHeight}`)
          : present(specs, 'resolution')
            ? both(String(specs.resolution))
            : null,
    },
    measured('refreshRateHz', { th: 'รีเฟรชเรต', en: 'Refresh rate' }, 'display', 'Hz'),
    measured('responseTimeMs', { th: 'เวลาตอบสนอง', en: 'Response time' }, 'display', 'ms'),
    plain('panelType', { th: 'ชนิดพาเนล', en: 'Panel type' }, 'display'),
    plain('aspectRatio', { th: 'อัตราส่วนภาพ', en: 'Aspect ratio' }, 'display'),
  ],
  keyboard: [
    translated('style', { th: 'รูปแบบ', en: 'Style' }, 'design', {
      Gaming: { th: 'เกมมิ่ง', en: 'Gaming' },
      Standard: { th: 'มาตรฐาน', en: 'Standard' },
      Mini: { th: 'ขนาดเล็ก', en: 'Mini' },
    }),
    plain('switches', { th: 'สวิตช์', en: 'Switches' }, 'performance'),
    plain('backlight', { th: 'ไฟแป้นพิมพ์', en: 'Backlight' }, 'design'),
    booleanSpec('tenkeyless', { th: 'แป้นตัวเลข', en: 'Numpad' }, 'design', [
      { th: 'ไม่มี (TKL)', en: 'No (tenkeyless)' },
      { th: 'มี (ขนาดเต็ม)', en: 'Yes (full size)' },
    ]),
    connectionSpec,
    colourSpec,
  ],
  mouse: [
    plain('trackingMethod', { th: 'เซนเซอร์', en: 'Sensor' }, 'performance'),
    measured('maxDpi', { th: 'ความละเอียดสูงสุด', en: 'Maximum resolution' }, 'performance', 'DPI'),
    translated('handOrientation', { th: 'การจับ', en: 'Hand orientation' }, 'design', {
      Right: { th: 'มือขวา', en: 'Right-handed' },
      Both: { th: 'ใช้ได้ทั้งสองมือ', en: 'Ambidextrous' },
      Left: { th: 'มือซ้าย', en: 'Left-handed' },
    }),
    connectionSpec,
    colourSpec,
  ],
  headset: [
    translated('type', { th: 'ประเภท', en: 'Type' }, 'design', {
      'Over-ear': { th: 'ครอบหู', en: 'Over-ear' },
    }),
    translated('enclosure', { th: 'ลักษณะครอบหู', en: 'Enclosure' }, 'design', {
      Closed: { th: 'แบบปิด', en: 'Closed-back' },
      Open: { th: 'แบบเปิด', en: 'Open-back' },
    }),
    booleanSpec('microphone', { th: 'ไมโครโฟน', en: 'Microphone' }, 'connectivity'),
    booleanSpec('wireless', { th: 'การเชื่อมต่อ', en: 'Connection' }, 'connectivity', [
      { th: 'ไร้สาย', en: 'Wireless' },
      { th: 'มีสาย', en: 'Wired' },
    ]),
    {
      key: 'frequencyResponse',
      label: { th: 'ตอบสนองความถี่', en: 'Frequency response' },
      group: 'performance',
      value: (specs) =>
        present(specs, 'frequencyResponseMinHz') && present(specs, 'frequencyResponseMaxKHz')
          ? both(`${specs.frequencyResponseMinHz} Hz - ${specs.frequencyResponseMaxKHz} kHz`)
          : null,
    },
    colourSpec,
  ],
};

export interface LabelledSpec {
  key: string;
  label: LocalizedText;
  value: LocalizedText;
  group: GroupKey;
}

/** The product's specifications that have a value, labelled, in display order. */
export function labelledSpecs(categoryKey: string, specs: ProductSpecs): LabelledSpec[] {
  return (specDefinitions[categoryKey] ?? []).flatMap((definition) => {
    const value = definition.value(specs);
    return value ? [{ key: definition.key, label: definition.label, value, group: definition.group }] : [];
  });
}

/** The detail page's attribute groups: the specifications grouped, then general facts. */
export function attributeGroups(
  categoryKey: string,
  specs: ProductSpecs,
  general: Array<{ name: LocalizedText; value: LocalizedText }>,
): components['schemas']['AttributeGroup'][] {
  const groups = new Map<GroupKey, components['schemas']['AttributeGroup']>();
  for (const spec of labelledSpecs(categoryKey, specs)) {
    let group = groups.get(spec.group);
    if (!group) {
      group = { mainTitle: groupTitles[spec.group], list: [] };
      groups.set(spec.group, group);
    }
    group.list.push({ name: spec.label, value: spec.value });
  }
  const ordered = (Object.keys(groupTitles) as GroupKey[]).flatMap((key) => groups.get(key) ?? []);
  return [...ordered, { mainTitle: { th: 'ข้อมูลทั่วไป', en: 'General' }, list: general }];
}

import type { components } from '@probuild/api-client/schema';
import { capacityLabel, describeColour, specDefinitions } from '../catalogue/spec-labels.ts';
import type { ProductSpecs } from '../db/schema/index.ts';
import type { CatalogueItem } from './catalogue-file.ts';

// Shopper-facing text the catalogue does not have, written from each product's specifications in
// the words a Thai computer shop uses.

type Schemas = components['schemas'];
type LocalizedText = Schemas['LocalizedText'];
type Highlight = Schemas['Highlight'];

const t = (th: string, en: string): LocalizedText => ({ th, en });
const same = (value: string): LocalizedText => ({ th: value, en: value });
const line = (bold: LocalizedText, normal: LocalizedText): Highlight => ({ bold, normal });

const num = (specs: ProductSpecs, key: string): number | undefined =>
  typeof specs[key] === 'number' ? specs[key] : undefined;
const str = (specs: ProductSpecs, key: string): string | undefined =>
  typeof specs[key] === 'string' ? specs[key] : undefined;
const list = (specs: ProductSpecs, key: string): string[] => {
  const value = specs[key];
  return Array.isArray(value) ? value : [];
};

/** A spec's label-free value in both languages, through the same wording as the detail page. */
function specValue(category: string, specs: ProductSpecs, key: string): LocalizedText | undefined {
  return specDefinitions[category]?.find((definition) => definition.key === key)?.value(specs) ?? undefined;
}

const wirelessWords = (wireless: unknown) => (wireless ? t('ไร้สาย', 'Wireless') : t('มีสาย', 'Wired'));

/** The watts of power supply suggested for a graphics card next to a typical 125 W processor. */
export function suggestedPsuForGpu(gpuTdpW: number): number {
  return Math.ceil(((gpuTdpW + 125 + 100) * 1.3) / 50) * 50;
}

/** Two or three lines for the product card, the most telling specifications first. */
export function highlightsOf(item: CatalogueItem): Highlight[] {
  const { specs, category } = item;
  const value = (key: string) => specValue(category, specs, key);
  const lines: Array<Highlight | false | '' | undefined> = (() => {
    switch (category) {
      case 'cpu':
        return [
          line(
            t(
              `${specs.cores} คอร์ / ${specs.threads} เธรด`,
              `${specs.cores} cores / ${specs.threads} threads`,
            ),
            same(`Boost ${specs.boostClockGHz} GHz`),
          ),
          line(same(String(specs.socket)), t('ซ็อกเก็ต', 'socket')),
        ];
      case 'gpu':
        return [
          line(same(`${specs.memoryGB}GB`), t('หน่วยความจำการ์ดจอ', 'video memory')),
          line(same(String(specs.chipset)), same(String(specs.series))),
          line(t(`${specs.lengthMm} มม.`, `${specs.lengthMm} mm`), t('ความยาวการ์ด', 'card length')),
        ];
      case 'motherboard':
        return [
          line(same(String(specs.socket)), same(`${specs.chipset} ${specs.formFactor}`)),
          line(same(String(specs.memoryType)), t(`${specs.memorySlots} สล็อต`, `${specs.memorySlots} slots`)),
          specs.wifi === true && line(same('Wi-Fi'), t('ในตัว', 'built in')),
        ];
      case 'ram':
        return [
          line(same(`${specs.totalGB}GB`), same(`${specs.modules}x${specs.moduleGB}GB`)),
          line(same(String(specs.memoryType)), same(`${specs.speedMHz} MHz CL${specs.casLatency}`)),
          specs.rgb === true && line(same('RGB'), t('ไฟสวยงาม', 'lighting')),
        ];
      case 'storage':
        return [
          line(same(capacityLabel(num(specs, 'capacityGB') ?? 0)), same(String(specs.type))),
          line(same(String(specs.interface)), same(String(specs.formFactor))),
        ];
      case 'psu':
        return [
          line(same(`${specs.wattage}W`), same(String(specs.efficiency))),
          line(value('modular') ?? same(String(specs.modular)), same(String(specs.formFactor))),
        ];
      case 'case':
        return [
          line(same(String(specs.maxMotherboard)), same(String(specs.caseType))),
          value('sidePanel') && line(value('sidePanel') as LocalizedText, t('ฝาข้าง', 'side panel')),
        ];
      case 'cooling':
        return [
          line(
            value('type') as LocalizedText,
            num(specs, 'radiatorMm')
              ? t(`หม้อน้ำ ${specs.radiatorMm} มม.`, `${specs.radiatorMm} mm radiator`)
              : num(specs, 'fanRpmMax')
                ? same(`${specs.fanRpmMax} RPM`)
                : t('เงียบ', 'quiet'),
          ),
          line(same(list(specs, 'sockets').join(' / ')), t('รองรับ', 'supported')),
        ];
      case 'fancase':
        return [
          line(
            t(`${specs.sizeMm} มม.`, `${specs.sizeMm} mm`),
            num(specs, 'quantity') === 1
              ? t('ตัวเดี่ยว', 'single fan')
              : t(`แพ็ก ${specs.quantity} ตัว`, `${specs.quantity}-pack`),
          ),
          num(specs, 'airflowCfm') !== undefined &&
            line(same(`${specs.airflowCfm} CFM`), t('แรงลม', 'airflow')),
        ];
      case 'os':
        return [
          line(same(`${specs.version} ${specs.edition}`), value('license') as LocalizedText),
          line(value('media') as LocalizedText, t('สื่อติดตั้ง', 'media')),
        ];
      case 'monitor':
        return [
          line(
            t(`${specs.screenSizeInch} นิ้ว`, `${specs.screenSizeInch}-inch`),
            same(String(specs.panelType)),
          ),
          line(
            same(`${specs.refreshRateHz}Hz`),
            same(`${specs.resolutionWidth} x ${specs.resolutionHeight}`),
          ),
        ];
      case 'keyboard':
        return [
          line(value('style') as LocalizedText, wirelessWords(specs.wireless)),
          str(specs, 'switches') !== undefined && line(same(String(specs.switches)), t('สวิตช์', 'switches')),
        ];
      case 'mouse':
        return [
          line(same(`${specs.maxDpi} DPI`), same(String(specs.trackingMethod))),
          line(wirelessWords(specs.wireless), value('handOrientation') as LocalizedText),
        ];
      case 'headset':
        return [
          line(wirelessWords(specs.wireless), t('ไมโครโฟนในตัว', 'built-in microphone')),
          line(value('frequencyResponse') as LocalizedText, t('ตอบสนองความถี่', 'frequency response')),
        ];
      default:
        return [];
    }
  })();
  return lines.filter((entry): entry is Highlight => Boolean(entry));
}

/** Selling points for the detail page. */
export function featuresOf(item: CatalogueItem): LocalizedText[] {
  const { specs, category, model } = item;
  const features: Array<LocalizedText | false> = (() => {
    switch (category) {
      case 'cpu':
        return [
          t(
            `${specs.cores} คอร์ ${specs.threads} เธรด ทำงานหลายอย่างพร้อมกันได้ลื่นไหล`,
            `${specs.cores} cores and ${specs.threads} threads for smooth multitasking`,
          ),
          /X3D/.test(model) &&
            t('มาพร้อม 3D V-Cache เพิ่มเฟรมเรตในเกม', '3D V-Cache for higher frame rates in games'),
          specs.integratedGraphics === true
            ? t('มีกราฟิกในตัว ใช้งานได้แม้ไม่มีการ์ดจอ', 'Integrated graphics: works without a graphics card')
            : t('ต้องใช้คู่กับการ์ดจอแยก', 'Needs a separate graphics card'),
          /\d(K|KF|X|XT)$/.test(model) &&
            t('ปลดล็อกตัวคูณ โอเวอร์คล็อกได้', 'Unlocked multiplier for overclocking'),
        ];
      case 'gpu':
        return [
          t(
            `หน่วยความจำ ${specs.memoryGB}GB สำหรับเกมความละเอียดสูง`,
            `${specs.memoryGB} GB for high-resolution gaming`,
          ),
          specs.chipsetVendor === 'NVIDIA'
            ? t('รองรับ DLSS และ Ray Tracing', 'DLSS and ray tracing')
            : specs.chipsetVendor === 'AMD'
              ? t('รองรับ FSR และ Ray Tracing', 'FSR and ray tracing')
              : t('รองรับ XeSS และ Ray Tracing', 'XeSS and ray tracing'),
          t(`ระบบระบายความร้อน ${specs.productLine}`, `${specs.productLine} cooling`),
        ];
      case 'motherboard':
        return [
          t(
            `รองรับแรม ${specs.memoryType} สูงสุด ${specs.maxMemoryGB}GB`,
            `Up to ${specs.maxMemoryGB} GB of ${specs.memoryType}`,
          ),
          specs.wifi === true && t('มี Wi-Fi ในตัว ไม่ต้องซื้อการ์ดเพิ่ม', 'Built-in Wi-Fi, no extra card needed'),
          t(
            `ชิปเซ็ต ${specs.chipset} สำหรับซีพียู ${specs.socket}`,
            `${specs.chipset} chipset for ${specs.socket} processors`,
          ),
        ];
      case 'ram':
        return [
          t(
            `ชุดคู่ ${specs.modules}x${specs.moduleGB}GB ทำงานแบบ Dual Channel`,
            `${specs.modules}x${specs.moduleGB}GB kit for dual channel`,
          ),
          t(`บัส ${specs.speedMHz}MHz รองรับโปรไฟล์ XMP/EXPO`, `${specs.speedMHz} MHz with XMP/EXPO profiles`),
          specs.rgb === true && t('ไฟ RGB ปรับแต่งได้', 'Customisable RGB lighting'),
        ];
      case 'storage':
        return specs.type === 'SSD'
          ? [
              t('บูตเครื่องและโหลดเกมเร็ว', 'Fast boot and game loading'),
              t(`อินเทอร์เฟซ ${specs.interface}`, `${specs.interface} interface`),
            ]
          : [t('ความจุสูง เหมาะกับเก็บไฟล์และสำรองข้อมูล', 'High capacity for files and backups')];
      case 'psu':
        return [
          t(`มาตรฐาน ${specs.efficiency} ประหยัดไฟ`, `${specs.efficiency} efficiency`),
          specs.modular !== 'None' && t('สายแบบโมดูลาร์ จัดสายง่าย', 'Modular cables for tidy builds'),
        ];
      case 'case':
        return [
          t(
            `รองรับเมนบอร์ด ${list(specs, 'supportedFormFactors').join(', ')}`,
            `Fits ${list(specs, 'supportedFormFactors').join(', ')} boards`,
          ),
          typeof specs.maxGpuLengthMm === 'number' &&
            t(
              `ใส่การ์ดจอยาวได้ถึง ${specs.maxGpuLengthMm} มม.`,
              `Graphics cards up to ${specs.maxGpuLengthMm} mm`,
            ),
        ];
      case 'cooling':
        return [
          t(`รองรับซ็อกเก็ต ${list(specs, 'sockets').join(', ')}`, `Fits ${list(specs, 'sockets').join(', ')}`),
          specs.rgb === true && t('ไฟ RGB', 'RGB lighting'),
          specs.lcd === true && t('หน้าจอ LCD บนหัวปั๊ม', 'LCD screen on the pump'),
        ];
      case 'fancase':
        return [t('ควบคุมรอบแบบ PWM', 'PWM speed control'), specs.rgb === true && t('ไฟ RGB', 'RGB lighting')];
      case 'os':
        return [
          t('ลิขสิทธิ์แท้จาก Microsoft', 'Genuine Microsoft licence'),
          t('อัปเดตความปลอดภัยต่อเนื่อง', 'Ongoing security updates'),
        ];
      case 'monitor':
        return [
          t(`รีเฟรชเรต ${specs.refreshRateHz}Hz ภาพลื่นไหล`, `${specs.refreshRateHz} Hz for smooth motion`),
          t(`พาเนล ${specs.panelType}`, `${specs.panelType} panel`),
        ];
      case 'keyboard':
      case 'mouse':
      case 'headset':
        return [
          specs.wireless === true
            ? t('เชื่อมต่อไร้สาย ไม่เกะกะโต๊ะ', 'Wireless for a tidy desk')
            : t('เชื่อมต่อแบบมีสาย ไม่ต้องชาร์จ', 'Wired: never needs charging'),
          t('เหมาะกับการเล่นเกมและทำงาน', 'Made for gaming and work'),
        ];
      default:
        return [];
    }
  })();
  return features.filter((entry): entry is LocalizedText => Boolean(entry));
}

/** Warranty in months, as Thai distributors give it for each kind of part. */
export function warrantyMonthsOf(item: CatalogueItem): number {
  const { category, specs } = item;
  switch (category) {
    case 'ram':
      return 120;
    case 'storage':
      return specs.type === 'SSD' ? 60 : 36;
    case 'psu':
      return specs.efficiency === '80 PLUS Bronze' ? 60 : 120;
    case 'cooling':
      return specs.type === 'liquid' ? 60 : 24;
    case 'case':
      return 12;
    case 'os':
      return 0;
    case 'fancase':
    case 'keyboard':
    case 'mouse':
    case 'headset':
      return 24;
    default:
      return 36;
  }
}

export function warrantyText(months: number): LocalizedText {
  if (months === 0) return t('ลิขสิทธิ์ถาวร ไม่มีวันหมดอายุ', 'Perpetual licence');
  const years = months / 12;
  return t(`รับประกัน ${years} ปี`, `${years} Year Warranty`);
}

/** What is in the box. */
export function boxContentsOf(item: CatalogueItem): LocalizedText[] {
  const { category, specs } = item;
  const guide = t('คู่มือการใช้งาน', 'User guide');
  switch (category) {
    case 'cpu':
      return [t('ซีพียู 1 ตัว', '1 × processor'), guide];
    case 'gpu':
      return [t('การ์ดจอ 1 ใบ', '1 × graphics card'), t('ขาค้ำการ์ดจอ', 'Support bracket'), guide];
    case 'motherboard':
      return [
        t('เมนบอร์ด 1 แผ่น', '1 × motherboard'),
        t('สาย SATA 2 เส้น', '2 × SATA cables'),
        t('น็อตยึด M.2', 'M.2 screws'),
        ...(specs.wifi === true ? [t('เสาอากาศ Wi-Fi', 'Wi-Fi antenna')] : []),
        guide,
      ];
    case 'ram':
      return [t(`แรม ${specs.modules} แถว`, `${specs.modules} × memory module`)];
    case 'storage':
      return [
        t('ไดรฟ์ 1 ตัว', '1 × drive'),
        ...(specs.formFactor === 'M.2 2280' ? [t('น็อตยึด M.2', 'M.2 screw')] : []),
      ];
    case 'psu':
      return [
        t('พาวเวอร์ซัพพลาย 1 ตัว', '1 × power supply'),
        t('สายไฟ AC', 'AC power cord'),
        ...(specs.modular !== 'None' ? [t('ชุดสายโมดูลาร์', 'Modular cable set')] : []),
        t('น็อตยึด 4 ตัว', '4 × mounting screws'),
      ];
    case 'case':
      return [t('เคส 1 ใบ', '1 × case'), t('ชุดน็อตและเคเบิลไทร์', 'Screws and cable ties'), guide];
    case 'cooling':
      return [
        t('ชุดระบายความร้อน 1 ชุด', '1 × cooler'),
        t('ขายึดสำหรับ AM4, AM5, LGA1700 และ LGA1851', 'Brackets for AM4, AM5, LGA1700 and LGA1851'),
        t('ซิลิโคนนำความร้อน', 'Thermal paste'),
      ];
    case 'fancase':
      return [t(`พัดลม ${specs.quantity} ตัว`, `${specs.quantity} × fan`), t('น็อตยึดพัดลม', 'Fan screws')];
    case 'os':
      return [
        specs.media === 'Download'
          ? t('รหัสลิขสิทธิ์ทางอีเมล', 'Product key by email')
          : t(`สื่อติดตั้ง ${specs.media} และรหัสลิขสิทธิ์`, `${specs.media} installer and product key`),
      ];
    case 'monitor':
      return [
        t('จอมอนิเตอร์ 1 เครื่อง', '1 × monitor'),
        t('ขาตั้ง', 'Stand'),
        t('สายไฟ', 'Power cable'),
        t('สาย DisplayPort หรือ HDMI', 'DisplayPort or HDMI cable'),
      ];
    case 'keyboard':
    case 'mouse':
      return [
        category === 'keyboard' ? t('คีย์บอร์ด 1 ตัว', '1 × keyboard') : t('เมาส์ 1 ตัว', '1 × mouse'),
        ...(specs.wireless === true ? [t('ตัวรับสัญญาณ USB', 'USB receiver')] : []),
        t('สาย USB', 'USB cable'),
      ];
    case 'headset':
      return [
        t('หูฟัง 1 ชุด', '1 × headset'),
        ...(specs.wireless === true
          ? [t('ตัวรับสัญญาณ USB และสายชาร์จ', 'USB receiver and charging cable')]
          : []),
      ];
    default:
      return [];
  }
}

/** What the product needs from the rest of the computer. */
export function compatibilityNotesOf(item: CatalogueItem): LocalizedText[] {
  const { category, specs } = item;
  switch (category) {
    case 'cpu':
      return [
        t(`เมนบอร์ดซ็อกเก็ต ${specs.socket}`, `Socket ${specs.socket} motherboards`),
        t(
          `แรม ${list(specs, 'memoryTypes').join(' หรือ ')}`,
          `${list(specs, 'memoryTypes').join(' or ')} memory`,
        ),
      ];
    case 'motherboard':
      return [
        t(`ซีพียูซ็อกเก็ต ${specs.socket}`, `Socket ${specs.socket} processors`),
        t(
          `แรม ${specs.memoryType} สูงสุด ${specs.maxMemoryGB}GB`,
          `${specs.memoryType} memory up to ${specs.maxMemoryGB} GB`,
        ),
        t(`เคสที่รองรับบอร์ด ${specs.formFactor}`, `Cases that fit ${specs.formFactor} boards`),
      ];
    case 'ram':
      return [t(`เมนบอร์ดที่รองรับแรม ${specs.memoryType}`, `Motherboards with ${specs.memoryType} slots`)];
    case 'gpu':
      return [
        t(`เคสที่ใส่การ์ดยาว ${specs.lengthMm} มม. ได้`, `Cases with room for a ${specs.lengthMm} mm card`),
        t(
          `พาวเวอร์ซัพพลาย ${suggestedPsuForGpu(num(specs, 'tdpW') ?? 0)}W ขึ้นไป`,
          `A ${suggestedPsuForGpu(num(specs, 'tdpW') ?? 0)} W or larger power supply`,
        ),
      ];
    case 'case':
      return [
        t(
          `เมนบอร์ด ${list(specs, 'supportedFormFactors').join(', ')}`,
          `${list(specs, 'supportedFormFactors').join(', ')} motherboards`,
        ),
        typeof specs.maxGpuLengthMm === 'number'
          ? t(`การ์ดจอยาวไม่เกิน ${specs.maxGpuLengthMm} มม.`, `Graphics cards up to ${specs.maxGpuLengthMm} mm`)
          : t('ตรวจสอบความยาวการ์ดจอกับผู้ผลิตก่อนสั่งซื้อ', 'Check graphics card clearance with the maker'),
      ];
    case 'cooling':
      return [
        t(`ซ็อกเก็ต ${list(specs, 'sockets').join(', ')}`, `Sockets ${list(specs, 'sockets').join(', ')}`),
      ];
    case 'storage':
      return [
        specs.formFactor === 'M.2 2280'
          ? t(`สล็อต M.2 2280 (${specs.interface})`, `An M.2 2280 slot (${specs.interface})`)
          : t('พอร์ต SATA และสายไฟ SATA', 'A SATA port and SATA power'),
      ];
    case 'psu':
      return [
        t(`เคสที่รองรับพาวเวอร์ ${specs.formFactor}`, `Cases that take an ${specs.formFactor} power supply`),
      ];
    case 'fancase':
      return [t(`ช่องยึดพัดลม ${specs.sizeMm} มม.`, `${specs.sizeMm} mm fan mounts`)];
    case 'os':
      return [t('พีซี 64 บิต ที่มี TPM 2.0 และ Secure Boot', 'A 64-bit PC with TPM 2.0 and Secure Boot')];
    case 'monitor':
      return [t('การ์ดจอที่มีพอร์ต DisplayPort หรือ HDMI', 'A graphics card with DisplayPort or HDMI')];
    default:
      return [
        specs.wireless === true
          ? t('พอร์ต USB หรือบลูทูธ', 'A USB port or Bluetooth')
          : t('พอร์ต USB', 'A USB port'),
      ];
  }
}

/** Who the product suits, per category; the long description's closing sentence. */
const whoItSuits: Record<string, LocalizedText> = {
  cpu: t('เหมาะทั้งเล่นเกม สตรีม และทำงาน', 'A fit for gaming, streaming and work.'),
  gpu: t('เหมาะกับเกมเมอร์และงานกราฟิก', 'A fit for gamers and graphics work.'),
  motherboard: t('พื้นฐานที่มั่นคงสำหรับเครื่องประกอบ', 'A solid base for a custom build.'),
  ram: t('เพิ่มความลื่นไหลเมื่อเปิดหลายโปรแกรม', 'Keeps many open programs running smoothly.'),
  storage: t('อัปเกรดง่าย เห็นผลทันที', 'An easy upgrade you notice at once.'),
  psu: t('จ่ายไฟเสถียร ปกป้องอุปกรณ์ทั้งเครื่อง', 'Steady power that protects the whole build.'),
  case: t('ระบายอากาศดี จัดสายง่าย', 'Good airflow and easy cable management.'),
  cooling: t('คุมอุณหภูมิซีพียูได้ดีแม้ใช้งานหนัก', 'Keeps the processor cool under heavy load.'),
  fancase: t('เพิ่มการไหลเวียนอากาศในเคส', 'Moves more air through the case.'),
  os: t('ติดตั้งง่าย ใช้งานได้ทันที', 'Easy to install and ready to use.'),
  monitor: t('ภาพคมชัด เหมาะทั้งเล่นเกมและทำงาน', 'Sharp pictures for gaming and work.'),
  keyboard: t('พิมพ์สบาย ตอบสนองแม่นยำ', 'Comfortable typing with precise response.'),
  mouse: t('จับถนัดมือ แม่นยำทุกการเคลื่อนไหว', 'Comfortable grip and precise tracking.'),
  headset: t('เสียงชัด สื่อสารกับทีมได้ดี', 'Clear sound for talking with your team.'),
};

/** The detail page's long description: the catalogue's text, who it suits, and the warranty. */
export function longDescriptionOf(item: CatalogueItem, warrantyMonths: number): { th: string; en: string } {
  const suits = whoItSuits[item.category] ?? t('', '');
  const warranty = warrantyText(warrantyMonths);
  const warrantyTh = warrantyMonths === 0 ? warranty.th : `สินค้าแท้ ${warranty.th} ผ่านศูนย์บริการในประเทศไทย`;
  const warrantyEn =
    warrantyMonths === 0
      ? `${warranty.en}.`
      : `Genuine product, ${warrantyMonths / 12}-year warranty through Thai service centres.`;
  return {
    th: `${item.description.th} ${suits.th} ${warrantyTh}`,
    en: `${item.description.en} ${suits.en} ${warrantyEn}`,
  };
}

/** The colour choices: the one colour the catalogue gives, when it gives one. */
export function coloursOf(item: CatalogueItem, inStock: boolean): Schemas['ProductColor'][] {
  if (typeof item.specs.color !== 'string') return [];
  const colour = describeColour(item.specs.color);
  if (!colour) return [];
  return [
    { name: { th: colour.th, en: colour.en }, value: colour.value, code: colour.code, available: inStock },
  ];
}

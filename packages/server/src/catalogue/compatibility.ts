import type { components } from '@probuild/api-client/schema';
import type { ProductSpecs } from '../db/schema/index.ts';

// The spec builder's compatibility rules (data/catalog/README.md, "Suggested compatibility
// rules"), on parts from the database. Pure functions: no prices, no I/O.

type Schemas = components['schemas'];
type LocalizedText = Schemas['LocalizedText'];
export type BuilderCategory = Schemas['BuilderCategory'];
export type CompatibilityRule = Schemas['CompatibilityRule'];
export type CompatibilityStatus = Schemas['CompatibilityStatus'];

export interface BuildPart {
  sku: string;
  category: BuilderCategory;
  quantity: number;
  specs: ProductSpecs;
}

export interface BuildIssue {
  rule: CompatibilityRule;
  status: 'incompatible' | 'warn';
  skus: string[];
  message: LocalizedText;
}

/** Board, drives and fans: what the estimate adds to the processor and graphics card. */
export const BASE_DRAW_W = 100;
/** Below this multiple of the estimated draw a power supply is too small… */
export const PSU_MINIMUM_HEADROOM = 1.3;
/** …and below this one it works with little to spare. */
export const PSU_COMFORT_HEADROOM = 1.5;

const num = (specs: ProductSpecs, key: string): number | null =>
  typeof specs[key] === 'number' ? specs[key] : null;
const str = (specs: ProductSpecs, key: string): string | null =>
  typeof specs[key] === 'string' ? specs[key] : null;
const list = (specs: ProductSpecs, key: string): string[] => {
  const value = specs[key];
  return Array.isArray(value) ? value : [];
};

const ofCategory = (parts: BuildPart[], category: BuilderCategory) =>
  parts.filter((part) => part.category === category);

/** CPU TDP + GPU TDP (each times its quantity) + 100 W. */
export function estimatedDrawW(parts: BuildPart[]): number {
  const tdp = (part: BuildPart) => (num(part.specs, 'tdpW') ?? 0) * part.quantity;
  const chips = [...ofCategory(parts, 'cpu'), ...ofCategory(parts, 'gpu')];
  return chips.reduce((sum, part) => sum + tdp(part), BASE_DRAW_W);
}

/** 1.5 × the estimated draw, rounded up to 50 W. */
export function recommendedPsuW(drawW: number): number {
  return Math.ceil((drawW * PSU_COMFORT_HEADROOM) / 50) * 50;
}

/** Every clash between the parts of a build. */
export function buildIssues(parts: BuildPart[]): BuildIssue[] {
  const cpus = ofCategory(parts, 'cpu');
  const boards = ofCategory(parts, 'motherboard');
  const rams = ofCategory(parts, 'ram');
  const cases = ofCategory(parts, 'case');
  const gpus = ofCategory(parts, 'gpu');
  const coolers = ofCategory(parts, 'cooling');
  const psus = ofCategory(parts, 'psu');
  const issues: BuildIssue[] = [];
  const add = (issue: BuildIssue) => issues.push(issue);

  for (const cpu of cpus) {
    const socket = str(cpu.specs, 'socket');
    for (const board of boards) {
      const boardSocket = str(board.specs, 'socket');
      if (socket && boardSocket && socket !== boardSocket) {
        add({
          rule: 'socket',
          status: 'incompatible',
          skus: [cpu.sku, board.sku],
          message: {
            th: `ซีพียูซ็อกเก็ต ${socket} ใส่กับเมนบอร์ดซ็อกเก็ต ${boardSocket} ไม่ได้`,
            en: `The ${socket} CPU does not fit the ${boardSocket} motherboard`,
          },
        });
      }
    }
    for (const cooler of coolers) {
      if (socket && !list(cooler.specs, 'sockets').includes(socket)) {
        add({
          rule: 'cooler_socket',
          status: 'incompatible',
          skus: [cooler.sku, cpu.sku],
          message: {
            th: `ชุดระบายความร้อนไม่รองรับซ็อกเก็ต ${socket}`,
            en: `The cooler does not support socket ${socket}`,
          },
        });
      }
    }
    const supported = list(cpu.specs, 'memoryTypes');
    for (const ram of rams) {
      const type = str(ram.specs, 'memoryType');
      if (type && supported.length > 0 && !supported.includes(type)) {
        add({
          rule: 'memory_type',
          status: 'incompatible',
          skus: [ram.sku, cpu.sku],
          message: {
            th: `ซีพียูรองรับแรม ${supported.join(' / ')} ไม่รองรับ ${type}`,
            en: `The CPU supports ${supported.join(' / ')} memory, not ${type}`,
          },
        });
      }
    }
  }

  for (const board of boards) {
    const boardType = str(board.specs, 'memoryType');
    for (const ram of rams) {
      const type = str(ram.specs, 'memoryType');
      if (type && boardType && type !== boardType) {
        add({
          rule: 'memory_type',
          status: 'incompatible',
          skus: [ram.sku, board.sku],
          message: {
            th: `แรม ${type} ใส่กับเมนบอร์ดที่รองรับ ${boardType} ไม่ได้`,
            en: `${type} memory does not fit a ${boardType} motherboard`,
          },
        });
      }
    }
    if (rams.length > 0) {
      const modules = rams.reduce((sum, ram) => sum + (num(ram.specs, 'modules') ?? 1) * ram.quantity, 0);
      const slots = num(board.specs, 'memorySlots');
      const ramSkus = rams.map((ram) => ram.sku);
      if (slots !== null && modules > slots) {
        add({
          rule: 'memory_slots',
          status: 'incompatible',
          skus: [...ramSkus, board.sku],
          message: {
            th: `แรม ${modules} แถว เกินจำนวนสล็อตของเมนบอร์ด (${slots} สล็อต)`,
            en: `${modules} memory modules need more than the board's ${slots} slots`,
          },
        });
      }
      const totalGb = rams.reduce((sum, ram) => sum + (num(ram.specs, 'totalGB') ?? 0) * ram.quantity, 0);
      const maxGb = num(board.specs, 'maxMemoryGB');
      if (maxGb !== null && totalGb > maxGb) {
        add({
          rule: 'memory_capacity',
          status: 'incompatible',
          skus: [...ramSkus, board.sku],
          message: {
            th: `แรมรวม ${totalGb}GB เกินที่เมนบอร์ดรองรับ (${maxGb}GB)`,
            en: `${totalGb} GB of memory is more than the board's ${maxGb} GB maximum`,
          },
        });
      }
    }
    const formFactor = str(board.specs, 'formFactor');
    for (const pcCase of cases) {
      const supported = list(pcCase.specs, 'supportedFormFactors');
      if (formFactor && !supported.includes(formFactor)) {
        add({
          rule: 'form_factor',
          status: 'incompatible',
          skus: [board.sku, pcCase.sku],
          message: {
            th: `เคสรองรับเมนบอร์ด ${supported.join(', ')} ใส่บอร์ด ${formFactor} ไม่ได้`,
            en: `The case takes ${supported.join(', ')} boards, not ${formFactor}`,
          },
        });
      }
    }
  }

  for (const gpu of gpus) {
    const length = num(gpu.specs, 'lengthMm');
    for (const pcCase of cases) {
      const clearance = num(pcCase.specs, 'maxGpuLengthMm');
      if (clearance === null) {
        add({
          rule: 'gpu_length',
          status: 'warn',
          skus: [gpu.sku, pcCase.sku],
          message: {
            th: 'ผู้ผลิตเคสไม่ได้ระบุความยาวการ์ดจอสูงสุด โปรดตรวจสอบก่อนสั่งซื้อ',
            en: 'The case maker gives no graphics card clearance: check it before you buy',
          },
        });
      } else if (length !== null && length > clearance) {
        add({
          rule: 'gpu_length',
          status: 'incompatible',
          skus: [gpu.sku, pcCase.sku],
          message: {
            th: `การ์ดจอยาว ${length} มม. เกินที่เคสรองรับ (${clearance} มม.)`,
            en: `The ${length} mm graphics card is longer than the case's ${clearance} mm clearance`,
          },
        });
      }
    }
  }

  const draw = estimatedDrawW(parts);
  for (const psu of psus) {
    const wattage = num(psu.specs, 'wattage');
    if (wattage === null) continue;
    const chips = [...cpus, ...gpus].map((part) => part.sku);
    if (wattage < draw * PSU_MINIMUM_HEADROOM) {
      add({
        rule: 'psu_wattage',
        status: 'incompatible',
        skus: [psu.sku, ...chips],
        message: {
          th: `พาวเวอร์ ${wattage}W น้อยเกินไปสำหรับการใช้ไฟประมาณ ${draw}W (ควรมีอย่างน้อย ${Math.ceil(draw * PSU_MINIMUM_HEADROOM)}W)`,
          en: `A ${wattage} W power supply is too small for an estimated ${draw} W (at least ${Math.ceil(draw * PSU_MINIMUM_HEADROOM)} W)`,
        },
      });
    } else if (wattage < draw * PSU_COMFORT_HEADROOM) {
      add({
        rule: 'psu_wattage',
        status: 'warn',
        skus: [psu.sku, ...chips],
        message: {
          th: `พาวเวอร์ ${wattage}W ใช้ได้แต่เหลือกำลังไฟสำรองน้อย (แนะนำ ${recommendedPsuW(draw)}W)`,
          en: `A ${wattage} W power supply works with little headroom (${recommendedPsuW(draw)} W recommended)`,
        },
      });
    }
  }
  return issues;
}

/** The worst status among the issues. */
export function worstStatus(issues: Array<{ status: 'incompatible' | 'warn' }>): CompatibilityStatus {
  if (issues.some((issue) => issue.status === 'incompatible')) return 'incompatible';
  return issues.length > 0 ? 'warn' : 'compatible';
}

export interface CandidateVerdict {
  status: CompatibilityStatus;
  reasons: Schemas['CompatibilityReason'][];
}

/**
 * How a candidate part fits the build. It takes the place of the build's part of the same
 * category (the builder holds one per category), except memory kits, which add up.
 */
export function judgeCandidate(build: BuildPart[], candidate: BuildPart): CandidateVerdict {
  const others = build.filter(
    (part) =>
      part.sku !== candidate.sku && (part.category !== candidate.category || candidate.category === 'ram'),
  );
  const reasons = buildIssues([...others, candidate])
    .filter((issue) => issue.skus.includes(candidate.sku))
    .map((issue) => ({
      rule: issue.rule,
      status: issue.status,
      withSku: clashingPart(issue, candidate),
      message: issue.message,
    }));
  return { status: worstStatus(reasons), reasons };
}

function clashingPart(issue: BuildIssue, candidate: BuildPart): string | null {
  // The power rule is about the estimate; a chip that overloads the chosen supply clashes with it.
  if (issue.rule === 'psu_wattage') return candidate.category === 'psu' ? null : (issue.skus[0] ?? null);
  return issue.skus.find((sku) => sku !== candidate.sku) ?? null;
}

/** What the build asks of parts of one category, e.g. socket = AM5 because of the chosen CPU. */
export function buildConstraints(
  build: BuildPart[],
  category: BuilderCategory,
): Schemas['BuildConstraint'][] {
  const constraints: Schemas['BuildConstraint'][] = [];
  const first = (of: BuilderCategory) => build.find((part) => part.category === of);
  const cpu = first('cpu');
  const board = first('motherboard');
  const ram = first('ram');
  const pcCase = first('case');
  const gpu = first('gpu');
  const cooler = first('cooling');

  const socket = (from: BuildPart | undefined, rule: CompatibilityRule, what: LocalizedText) => {
    const value = from && str(from.specs, 'socket');
    if (from && value) {
      constraints.push({
        rule,
        fromSku: from.sku,
        value,
        message: { th: `ซ็อกเก็ต ${value} ตาม${what.th}`, en: `Socket ${value} to match the ${what.en}` },
      });
    }
  };
  const memoryType = (from: BuildPart | undefined, what: LocalizedText) => {
    const value = from && (str(from.specs, 'memoryType') ?? list(from.specs, 'memoryTypes').join(' / '));
    if (from && value) {
      constraints.push({
        rule: 'memory_type',
        fromSku: from.sku,
        value,
        message: { th: `แรม ${value} ตาม${what.th}`, en: `${value} memory to match the ${what.en}` },
      });
    }
  };
  const cpuWord = { th: 'ซีพียู', en: 'CPU' };
  const boardWord = { th: 'เมนบอร์ด', en: 'motherboard' };

  switch (category) {
    case 'motherboard':
      socket(cpu, 'socket', cpuWord);
      memoryType(ram, { th: 'แรมที่เลือก', en: 'chosen memory' });
      if (pcCase) {
        const value = list(pcCase.specs, 'supportedFormFactors').join(', ');
        constraints.push({
          rule: 'form_factor',
          fromSku: pcCase.sku,
          value,
          message: { th: `ขนาด ${value} ที่เคสรองรับ`, en: `A ${value} board to fit the case` },
        });
      }
      break;
    case 'cpu':
      socket(board, 'socket', boardWord);
      memoryType(ram, { th: 'แรมที่เลือก', en: 'chosen memory' });
      break;
    case 'ram':
      memoryType(board ?? cpu, board ? boardWord : cpuWord);
      if (board) {
        const slots = num(board.specs, 'memorySlots');
        const maxGb = num(board.specs, 'maxMemoryGB');
        if (slots !== null) {
          constraints.push({
            rule: 'memory_slots',
            fromSku: board.sku,
            value: String(slots),
            message: { th: `ไม่เกิน ${slots} แถว`, en: `At most ${slots} modules` },
          });
        }
        if (maxGb !== null) {
          constraints.push({
            rule: 'memory_capacity',
            fromSku: board.sku,
            value: `${maxGb}GB`,
            message: { th: `รวมไม่เกิน ${maxGb}GB`, en: `At most ${maxGb} GB in total` },
          });
        }
      }
      break;
    case 'case':
      if (board && str(board.specs, 'formFactor')) {
        const value = str(board.specs, 'formFactor') as string;
        constraints.push({
          rule: 'form_factor',
          fromSku: board.sku,
          value,
          message: { th: `รองรับเมนบอร์ด ${value}`, en: `Takes a ${value} motherboard` },
        });
      }
      if (gpu && num(gpu.specs, 'lengthMm') !== null) {
        const value = `${num(gpu.specs, 'lengthMm')} mm`;
        constraints.push({
          rule: 'gpu_length',
          fromSku: gpu.sku,
          value,
          message: {
            th: `ใส่การ์ดจอยาว ${num(gpu.specs, 'lengthMm')} มม. ได้`,
            en: `Room for a ${value} graphics card`,
          },
        });
      }
      break;
    case 'gpu':
      if (pcCase && num(pcCase.specs, 'maxGpuLengthMm') !== null) {
        const clearance = num(pcCase.specs, 'maxGpuLengthMm');
        constraints.push({
          rule: 'gpu_length',
          fromSku: pcCase.sku,
          value: `${clearance} mm`,
          message: { th: `ยาวไม่เกิน ${clearance} มม.`, en: `At most ${clearance} mm long` },
        });
      }
      break;
    case 'cooling':
      socket(cpu, 'cooler_socket', cpuWord);
      break;
    case 'psu': {
      const chip = gpu ?? cpu;
      if (chip) {
        const draw = estimatedDrawW(build);
        const minimum = Math.ceil(draw * PSU_MINIMUM_HEADROOM);
        constraints.push({
          rule: 'psu_wattage',
          fromSku: chip.sku,
          value: `${minimum} W`,
          message: {
            th: `อย่างน้อย ${minimum}W (แนะนำ ${recommendedPsuW(draw)}W) สำหรับการใช้ไฟประมาณ ${draw}W`,
            en: `At least ${minimum} W (${recommendedPsuW(draw)} W recommended) for an estimated ${draw} W`,
          },
        });
      }
      break;
    }
    default:
      break;
  }
  if (category === 'cpu' && cooler && list(cooler.specs, 'sockets').length > 0) {
    const value = list(cooler.specs, 'sockets').join(', ');
    constraints.push({
      rule: 'cooler_socket',
      fromSku: cooler.sku,
      value,
      message: { th: `ซ็อกเก็ตที่ชุดระบายความร้อนรองรับ: ${value}`, en: `A socket the cooler supports: ${value}` },
    });
  }
  return constraints;
}

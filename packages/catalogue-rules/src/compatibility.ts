import type { components } from '@probuild/api-client';
import { type Build, type BuilderCategory, type PartSpecs, specList, specNumber, specText } from './parts.ts';
import { BUILD_BASE_DRAW_W, PSU_COMFORT_FACTOR, PSU_HEADROOM_FACTOR } from './power.ts';

// The spec builder's compatibility rules (catalogue README, "Suggested compatibility rules"): pure
// functions of the parts' specs, no prices, no I/O. The server's build evaluation and part verdicts
// and the storefront's builder both use these.

type Schemas = components['schemas'];
export type CompatibilityRule = Schemas['CompatibilityRule'];
export type CompatibilityStatus = Schemas['CompatibilityStatus'];
/** A clash between parts of a build, as the contract's build evaluation lists it. */
export type BuildIssue = Schemas['BuildEvaluation']['issues'][number];

/** A part of a build; several parts may share a category (two memory kits) and come in quantities. */
export interface BuildPart {
  sku: string;
  category: BuilderCategory;
  quantity: number;
  specs: PartSpecs;
}

/** The builder's one-of-each build as a list of parts. */
export function buildParts(build: Build): BuildPart[] {
  return Object.values(build).map(({ sku, category, specs }) => ({ sku, category, quantity: 1, specs }));
}

/** A list spec that says something: an empty list is as unknown as a missing one. */
function knownList(part: BuildPart, key: string): string[] | null {
  const values = specList(part, key);
  return values && values.length > 0 ? values : null;
}

const ofCategory = (parts: readonly BuildPart[], category: BuilderCategory) =>
  parts.filter((part) => part.category === category);

/** CPU TDP + GPU TDP (each times its quantity; an unknown TDP counts 0) + 100 W for board, drives and fans. */
export function estimatedDrawW(parts: readonly BuildPart[]): number {
  const chips = [...ofCategory(parts, 'cpu'), ...ofCategory(parts, 'gpu')];
  return chips.reduce(
    (sum, part) => sum + (specNumber(part, 'tdpW') ?? 0) * part.quantity,
    BUILD_BASE_DRAW_W,
  );
}

/** The smallest supply for the draw: 1.3 × it, rounded up to a watt. */
export function minimumPsuW(drawW: number): number {
  return Math.ceil(drawW * PSU_HEADROOM_FACTOR);
}

/** The supply to buy for the draw: 1.5 × it, rounded up to 50 W. */
export function recommendedPsuW(drawW: number): number {
  return Math.ceil((drawW * PSU_COMFORT_FACTOR) / 50) * 50;
}

type Add = (issue: BuildIssue) => void;

function cpuRules(cpu: BuildPart, parts: readonly BuildPart[], add: Add): void {
  const socket = specText(cpu, 'socket');
  for (const board of ofCategory(parts, 'motherboard')) {
    const boardSocket = specText(board, 'socket');
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
  for (const cooler of ofCategory(parts, 'cooling')) {
    const sockets = knownList(cooler, 'sockets');
    if (socket && sockets && !sockets.includes(socket)) {
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
  const supported = knownList(cpu, 'memoryTypes');
  for (const ram of ofCategory(parts, 'ram')) {
    const type = specText(ram, 'memoryType');
    if (type && supported && !supported.includes(type)) {
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

function boardRules(board: BuildPart, parts: readonly BuildPart[], add: Add): void {
  const rams = ofCategory(parts, 'ram');
  const boardType = specText(board, 'memoryType');
  for (const ram of rams) {
    const type = specText(ram, 'memoryType');
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
    // Lower bounds: a kit of unknown size still has one module and adds at least nothing.
    const modules = rams.reduce((sum, ram) => sum + (specNumber(ram, 'modules') ?? 1) * ram.quantity, 0);
    const capacityGb = rams.reduce((sum, ram) => sum + (specNumber(ram, 'totalGB') ?? 0) * ram.quantity, 0);
    const ramSkus = rams.map((ram) => ram.sku);
    const slots = specNumber(board, 'memorySlots');
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
    const maxGb = specNumber(board, 'maxMemoryGB');
    if (maxGb !== null && capacityGb > maxGb) {
      add({
        rule: 'memory_capacity',
        status: 'incompatible',
        skus: [...ramSkus, board.sku],
        message: {
          th: `แรมรวม ${capacityGb}GB เกินที่เมนบอร์ดรองรับ (${maxGb}GB)`,
          en: `${capacityGb} GB of memory is more than the board's ${maxGb} GB maximum`,
        },
      });
    }
  }
  const formFactor = specText(board, 'formFactor');
  for (const pcCase of ofCategory(parts, 'case')) {
    const supported = knownList(pcCase, 'supportedFormFactors');
    if (formFactor && supported && !supported.includes(formFactor)) {
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

function gpuRules(gpu: BuildPart, parts: readonly BuildPart[], add: Add): void {
  const length = specNumber(gpu, 'lengthMm');
  if (length === null) return;
  for (const pcCase of ofCategory(parts, 'case')) {
    const clearance = specNumber(pcCase, 'maxGpuLengthMm');
    if (clearance !== null && length > clearance) {
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

function psuRule(psu: BuildPart, parts: readonly BuildPart[], add: Add): void {
  const wattage = specNumber(psu, 'wattage');
  if (wattage === null) return;
  const draw = estimatedDrawW(parts);
  const skus = [
    psu.sku,
    ...[...ofCategory(parts, 'cpu'), ...ofCategory(parts, 'gpu')].map((part) => part.sku),
  ];
  if (wattage < minimumPsuW(draw)) {
    add({
      rule: 'psu_wattage',
      status: 'incompatible',
      skus,
      message: {
        th: `พาวเวอร์ ${wattage}W น้อยเกินไปสำหรับการใช้ไฟประมาณ ${draw}W (ควรมีอย่างน้อย ${minimumPsuW(draw)}W)`,
        en: `A ${wattage} W power supply is too small for an estimated ${draw} W (at least ${minimumPsuW(draw)} W)`,
      },
    });
  } else if (wattage < draw * PSU_COMFORT_FACTOR) {
    add({
      rule: 'psu_wattage',
      status: 'warn',
      skus,
      message: {
        th: `พาวเวอร์ ${wattage}W ใช้ได้แต่เหลือกำลังไฟสำรองน้อย (แนะนำ ${recommendedPsuW(draw)}W)`,
        en: `A ${wattage} W power supply works with little headroom (${recommendedPsuW(draw)} W recommended)`,
      },
    });
  }
}

/**
 * Every clash between the parts of a build. Unknown specs are not guessed: a rule that lacks a
 * figure is not checked and says nothing (most cases give no graphics card clearance).
 */
export function buildIssues(parts: readonly BuildPart[]): BuildIssue[] {
  const issues: BuildIssue[] = [];
  const add: Add = (issue) => issues.push(issue);
  for (const cpu of ofCategory(parts, 'cpu')) cpuRules(cpu, parts, add);
  for (const board of ofCategory(parts, 'motherboard')) boardRules(board, parts, add);
  for (const gpu of ofCategory(parts, 'gpu')) gpuRules(gpu, parts, add);
  for (const psu of ofCategory(parts, 'psu')) psuRule(psu, parts, add);
  return issues;
}

/** The clashes of the builder's one-of-each build. */
export function checkCompatibility(build: Build): BuildIssue[] {
  return buildIssues(buildParts(build));
}

/** The worst status among the issues. */
export function worstStatus(issues: ReadonlyArray<{ status: BuildIssue['status'] }>): CompatibilityStatus {
  if (issues.some((issue) => issue.status === 'incompatible')) return 'incompatible';
  return issues.length > 0 ? 'warn' : 'compatible';
}

import type { LocalizedText } from '@probuild/api-client';
import { BUILD_BASE_DRAW_W, PSU_COMFORT_FACTOR, PSU_HEADROOM_FACTOR } from '../constants.ts';
import { type Build, type BuilderPart, specList, specNumber, specText } from './parts.ts';

/** The rule names of the contract's CompatibilityRule. */
export type CompatibilityRule =
  | 'socket'
  | 'memory_type'
  | 'memory_slots'
  | 'memory_capacity'
  | 'form_factor'
  | 'gpu_length'
  | 'cooler_socket'
  | 'psu_wattage';

export interface CompatibilityIssue {
  rule: CompatibilityRule;
  /** `error`: the parts do not work together; `warning`: check before buying. */
  severity: 'error' | 'warning';
  /** SKUs of the parts involved. */
  parts: string[];
  message: Required<LocalizedText>;
}

const issue = (
  rule: CompatibilityRule,
  severity: CompatibilityIssue['severity'],
  parts: BuilderPart[],
  th: string,
  en: string,
): CompatibilityIssue => ({ rule, severity, parts: parts.map((p) => p.sku), message: { th, en } });

/** CPU TDP + GPU TDP (none without a GPU) + 100 W for board, drives and fans; null without a CPU. */
export function estimatedDrawW(build: Build): number | null {
  const cpuW = build.cpu && specNumber(build.cpu, 'tdpW');
  if (cpuW == null) return null;
  const gpuW = (build.gpu && specNumber(build.gpu, 'tdpW')) ?? 0;
  return cpuW + gpuW + BUILD_BASE_DRAW_W;
}

function socketRules({ cpu, motherboard, cooling }: Build): CompatibilityIssue[] {
  const socket = cpu && specText(cpu, 'socket');
  if (!cpu || !socket) return [];
  const issues: CompatibilityIssue[] = [];
  const boardSocket = motherboard && specText(motherboard, 'socket');
  if (motherboard && boardSocket && boardSocket !== socket) {
    issues.push(
      issue(
        'socket',
        'error',
        [cpu, motherboard],
        `ซีพียูใช้ซ็อกเก็ต ${socket} แต่เมนบอร์ดเป็น ${boardSocket}`,
        `The CPU needs socket ${socket} but the motherboard has ${boardSocket}`,
      ),
    );
  }
  const coolerSockets = cooling && specList(cooling, 'sockets');
  if (cooling && coolerSockets && !coolerSockets.includes(socket)) {
    issues.push(
      issue(
        'cooler_socket',
        'error',
        [cpu, cooling],
        `ชุดระบายความร้อนไม่รองรับซ็อกเก็ต ${socket}`,
        `The cooler does not fit socket ${socket}`,
      ),
    );
  }
  return issues;
}

function memoryRules({ cpu, motherboard, ram }: Build): CompatibilityIssue[] {
  if (!ram) return [];
  const issues: CompatibilityIssue[] = [];
  const type = specText(ram, 'memoryType');
  const boardType = motherboard && specText(motherboard, 'memoryType');
  if (motherboard && type && boardType && type !== boardType) {
    issues.push(
      issue(
        'memory_type',
        'error',
        [ram, motherboard],
        `แรม ${type} ใช้กับเมนบอร์ดที่รองรับ ${boardType} ไม่ได้`,
        `${type} memory does not fit a ${boardType} motherboard`,
      ),
    );
  }
  const cpuTypes = cpu && specList(cpu, 'memoryTypes');
  if (cpu && type && cpuTypes && !cpuTypes.includes(type)) {
    issues.push(
      issue(
        'memory_type',
        'error',
        [ram, cpu],
        `ซีพียูไม่รองรับแรม ${type}`,
        `The CPU does not support ${type} memory`,
      ),
    );
  }
  if (!motherboard) return issues;
  const modules = specNumber(ram, 'modules');
  const slots = specNumber(motherboard, 'memorySlots');
  if (modules !== null && slots !== null && modules > slots) {
    issues.push(
      issue(
        'memory_slots',
        'error',
        [ram, motherboard],
        `แรมมี ${modules} แถว แต่เมนบอร์ดมี ${slots} ช่อง`,
        `The kit has ${modules} modules but the motherboard has ${slots} slots`,
      ),
    );
  }
  const totalGB = specNumber(ram, 'totalGB');
  const maxGB = specNumber(motherboard, 'maxMemoryGB');
  if (totalGB !== null && maxGB !== null && totalGB > maxGB) {
    issues.push(
      issue(
        'memory_capacity',
        'error',
        [ram, motherboard],
        `แรม ${totalGB} GB เกินที่เมนบอร์ดรองรับ (${maxGB} GB)`,
        `${totalGB} GB is more than the motherboard's ${maxGB} GB maximum`,
      ),
    );
  }
  return issues;
}

function caseRules({ motherboard, gpu, case: pcCase }: Build): CompatibilityIssue[] {
  if (!pcCase) return [];
  const issues: CompatibilityIssue[] = [];
  const formFactor = motherboard && specText(motherboard, 'formFactor');
  const supported = specList(pcCase, 'supportedFormFactors');
  if (motherboard && formFactor && supported && !supported.includes(formFactor)) {
    issues.push(
      issue(
        'form_factor',
        'error',
        [motherboard, pcCase],
        `เคสไม่รองรับเมนบอร์ดขนาด ${formFactor}`,
        `The case does not take a ${formFactor} motherboard`,
      ),
    );
  }
  if (gpu) {
    const length = specNumber(gpu, 'lengthMm');
    const clearance = specNumber(pcCase, 'maxGpuLengthMm');
    if (length === null || clearance === null) {
      issues.push(
        issue(
          'gpu_length',
          'warning',
          [gpu, pcCase],
          'ไม่ทราบระยะใส่การ์ดจอของเคส กรุณาตรวจสอบความยาวการ์ดจอก่อนสั่งซื้อ',
          'The case clearance for the graphics card is unknown: check the card length before buying',
        ),
      );
    } else if (length > clearance) {
      issues.push(
        issue(
          'gpu_length',
          'error',
          [gpu, pcCase],
          `การ์ดจอยาว ${length} มม. เกินระยะของเคส (${clearance} มม.)`,
          `The ${length} mm graphics card is longer than the case allows (${clearance} mm)`,
        ),
      );
    }
  }
  return issues;
}

function powerRule(build: Build): CompatibilityIssue[] {
  const draw = estimatedDrawW(build);
  const wattage = build.psu && specNumber(build.psu, 'wattage');
  if (!build.psu || draw === null || wattage == null) return [];
  const parts = [build.psu, build.cpu, build.gpu].filter((p): p is BuilderPart => p !== undefined);
  const needed = Math.ceil(draw * PSU_HEADROOM_FACTOR);
  if (wattage < needed) {
    return [
      issue(
        'psu_wattage',
        'error',
        parts,
        `พาวเวอร์ซัพพลาย ${wattage} W ไม่พอ ควรมีอย่างน้อย ${needed} W (ใช้ไฟประมาณ ${draw} W)`,
        `A ${wattage} W power supply is too small: at least ${needed} W for an estimated ${draw} W draw`,
      ),
    ];
  }
  const comfortable = Math.ceil(draw * PSU_COMFORT_FACTOR);
  if (wattage < comfortable) {
    return [
      issue(
        'psu_wattage',
        'warning',
        parts,
        `พาวเวอร์ซัพพลาย ${wattage} W มีกำลังสำรองน้อย แนะนำ ${comfortable} W ขึ้นไป`,
        `A ${wattage} W power supply leaves little headroom: ${comfortable} W or more is recommended`,
      ),
    ];
  }
  return [];
}

/**
 * The compatibility of a build, from its parts' specs (the catalogue README's suggested rules).
 * Unknown specs are not guessed: a rule that lacks a figure says nothing, except the GPU length
 * against an unknown case clearance, which warns.
 */
export function checkCompatibility(build: Build): CompatibilityIssue[] {
  return [...socketRules(build), ...memoryRules(build), ...caseRules(build), ...powerRule(build)];
}

import type { components } from '@probuild/api-client/schema';
import {
  type BuilderCategory,
  type BuildIssue,
  type BuildPart,
  buildIssues,
  type CompatibilityRule,
  type CompatibilityStatus,
  estimatedDrawW,
  minimumPsuW,
  recommendedPsuW,
  specList,
  specNumber,
  specText,
  worstStatus,
} from '@probuild/catalogue-rules';

// What the server adds to the shared compatibility rules of @probuild/catalogue-rules: the verdict on
// one candidate part and what a build asks of a category. Pure functions: no prices, no I/O.

type Schemas = components['schemas'];
type LocalizedText = Schemas['LocalizedText'];

const list = (part: BuildPart, key: string) => specList(part, key) ?? [];

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
    const value = from && specText(from, 'socket');
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
    const value = from && (specText(from, 'memoryType') ?? list(from, 'memoryTypes').join(' / '));
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
        const value = list(pcCase, 'supportedFormFactors').join(', ');
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
        const slots = specNumber(board, 'memorySlots');
        const maxGb = specNumber(board, 'maxMemoryGB');
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
      if (board && specText(board, 'formFactor')) {
        const value = specText(board, 'formFactor') as string;
        constraints.push({
          rule: 'form_factor',
          fromSku: board.sku,
          value,
          message: { th: `รองรับเมนบอร์ด ${value}`, en: `Takes a ${value} motherboard` },
        });
      }
      if (gpu && specNumber(gpu, 'lengthMm') !== null) {
        const value = `${specNumber(gpu, 'lengthMm')} mm`;
        constraints.push({
          rule: 'gpu_length',
          fromSku: gpu.sku,
          value,
          message: {
            th: `ใส่การ์ดจอยาว ${specNumber(gpu, 'lengthMm')} มม. ได้`,
            en: `Room for a ${value} graphics card`,
          },
        });
      }
      break;
    case 'gpu':
      if (pcCase && specNumber(pcCase, 'maxGpuLengthMm') !== null) {
        const clearance = specNumber(pcCase, 'maxGpuLengthMm');
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
        const minimum = minimumPsuW(draw);
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
  if (category === 'cpu' && cooler && list(cooler, 'sockets').length > 0) {
    const value = list(cooler, 'sockets').join(', ');
    constraints.push({
      rule: 'cooler_socket',
      fromSku: cooler.sku,
      value,
      message: { th: `ซ็อกเก็ตที่ชุดระบายความร้อนรองรับ: ${value}`, en: `A socket the cooler supports: ${value}` },
    });
  }
  return constraints;
}

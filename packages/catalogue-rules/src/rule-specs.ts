import type { PartSpecs } from './parts.ts';

/** How a specification's value is written: a word, a number, or a list of words. */
export type RuleSpecKind = 'text' | 'number' | 'list';

/** A specification the compatibility rules read; `required` ones must be known to sell the part. */
export interface RuleSpec {
  key: string;
  kind: RuleSpecKind;
  required: boolean;
}

const spec = (key: string, kind: RuleSpecKind, required = true): RuleSpec => ({ key, kind, required });

/**
 * The specifications each builder category's compatibility rules read (compatibility.ts): a part
 * without a required one could never be checked. A case's GPU clearance may stay unknown: the
 * builder then warns instead of checking.
 */
export const RULE_SPECS: Readonly<Record<string, readonly RuleSpec[]>> = {
  cpu: [spec('socket', 'text'), spec('memoryTypes', 'list'), spec('tdpW', 'number')],
  motherboard: [
    spec('socket', 'text'),
    spec('memoryType', 'text'),
    spec('formFactor', 'text'),
    spec('memorySlots', 'number'),
    spec('maxMemoryGB', 'number'),
  ],
  ram: [spec('memoryType', 'text'), spec('modules', 'number'), spec('totalGB', 'number')],
  cooling: [spec('sockets', 'list')],
  case: [spec('supportedFormFactors', 'list'), spec('maxGpuLengthMm', 'number', false)],
  gpu: [spec('lengthMm', 'number'), spec('tdpW', 'number')],
  psu: [spec('wattage', 'number')],
};

/**
 * The rule specifications of a category; none for a category without rules. Only the table's own
 * keys count: a category named `constructor` or `valueOf` is not one of them.
 */
export function ruleSpecsOf(category: string): readonly RuleSpec[] {
  return Object.hasOwn(RULE_SPECS, category) ? (RULE_SPECS[category] ?? []) : [];
}

/** What is wrong with one rule specification of a part. */
export interface RuleSpecProblem {
  key: string;
  kind: RuleSpecKind;
  problem: 'missing' | 'wrong_kind';
}

function fitsKind(value: unknown, kind: RuleSpecKind): boolean {
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) && value > 0;
  if (kind === 'text') return typeof value === 'string' && value.trim() !== '';
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.trim() !== '');
}

const unknown = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The rule specifications of a part of `category` that are missing or not of their kind. */
export function ruleSpecProblems(category: string, specs: PartSpecs): RuleSpecProblem[] {
  return ruleSpecsOf(category).flatMap(({ key, kind, required }): RuleSpecProblem[] => {
    const value = specs[key];
    if (unknown(value)) return required ? [{ key, kind, problem: 'missing' }] : [];
    return fitsKind(value, kind) ? [] : [{ key, kind, problem: 'wrong_kind' }];
  });
}

import { describe, expect, it } from 'vitest';
import { buildIssues } from '../src/compatibility.ts';
import { BUILDER_CATEGORIES } from '../src/parts.ts';
import { RULE_SPECS, ruleSpecProblems } from '../src/rule-specs.ts';
import { catalogParts, part, withSpecs } from './support/catalog.ts';

describe('the specifications the compatibility rules read', () => {
  it('are known for every part of the seed catalogue', () => {
    for (const category of BUILDER_CATEGORIES)
      for (const item of catalogParts(category))
        expect(ruleSpecProblems(category, item.specs), item.sku).toEqual([]);
  });

  it('name a missing one, a wrong kind, and let a case keep an unknown GPU clearance', () => {
    const gpu = part('gpu', 'GPU-ASUS-RTX5090-TUF-GAMING-32G');
    const { lengthMm: _, ...withoutLength } = gpu.specs;
    expect(ruleSpecProblems('gpu', withoutLength)).toEqual([
      { key: 'lengthMm', kind: 'number', problem: 'missing' },
    ]);
    expect(ruleSpecProblems('psu', { wattage: '750' })).toEqual([
      { key: 'wattage', kind: 'number', problem: 'wrong_kind' },
    ]);
    expect(ruleSpecProblems('psu', { wattage: 0 })).toEqual([
      { key: 'wattage', kind: 'number', problem: 'wrong_kind' },
    ]);
    expect(ruleSpecProblems('cpu', { socket: 'AM5', memoryTypes: [], tdpW: 65 })).toEqual([
      { key: 'memoryTypes', kind: 'list', problem: 'missing' },
    ]);
    expect(ruleSpecProblems('case', { supportedFormFactors: ['ATX'], maxGpuLengthMm: null })).toEqual([]);
    expect(ruleSpecProblems('monitor', {})).toEqual([]);
    // A category typed by staff is looked up in the table's own keys, never in Object's.
    expect(ruleSpecProblems('valueOf', {})).toEqual([]);
    expect(ruleSpecProblems('constructor', {})).toEqual([]);
  });

  it('are the ones the rules check: without the wattage the power rule cannot speak', () => {
    const gpu = { ...part('gpu', 'GPU-ASUS-RTX5090-TUF-GAMING-32G'), quantity: 1 };
    const small = { ...part('psu', 'PSU-MSI-MAG-A550BN'), quantity: 1 };
    expect(buildIssues([gpu, small]).map((issue) => issue.rule)).toEqual(['psu_wattage']);
    const unknownWattage = { ...withSpecs(small, { wattage: null }), quantity: 1 };
    expect(buildIssues([gpu, unknownWattage])).toEqual([]);
    expect(RULE_SPECS.psu?.map((spec) => spec.key)).toEqual(['wattage']);
  });
});

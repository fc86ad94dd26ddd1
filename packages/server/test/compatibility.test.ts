import type { BuilderCategory, BuildPart } from '@probuild/catalogue-rules';
import { describe, expect, it } from 'vitest';
import { buildConstraints, judgeCandidate } from '../src/catalogue/compatibility.ts';
import { readCatalogueItems } from '../src/seed/catalogue-file.ts';

// The verdicts on real parts of the seed catalogue.
const catalogue = readCatalogueItems();
const part = (sku: string, quantity = 1): BuildPart => {
  const item = catalogue.find((candidate) => candidate.sku === sku);
  if (!item) throw new Error(`No catalogue item ${sku}`);
  return { sku, category: item.category as BuilderCategory, quantity, specs: item.specs };
};
const first = (category: string, matches: (specs: Record<string, unknown>) => boolean) => {
  const item = catalogue.find((candidate) => candidate.category === category && matches(candidate.specs));
  if (!item) throw new Error(`No ${category} part like that`);
  return part(item.sku);
};

const am5Cpu = part('CPU-AMD-R7-9800X3D');
const am5Board = part('MB-ASUS-PRIME-B650-PLUS-WIFI');
const ddr5Kit = part('RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36');
const rtx5090 = part('GPU-ASUS-RTX5090-TUF-GAMING-32G');
const lga1700Board = first(
  'motherboard',
  (specs) => specs.socket === 'LGA1700' && specs.memoryType === 'DDR5',
);

// The rules themselves are @probuild/catalogue-rules' (tested there); these are the server's verdicts on them.
describe('compatibility verdicts', () => {
  it('judges a candidate in place of the chosen part of its category, naming the part it clashes with', () => {
    const verdict = judgeCandidate([am5Cpu, lga1700Board], am5Board);
    expect(verdict).toEqual({ status: 'compatible', reasons: [] });
    const clash = judgeCandidate([am5Cpu, am5Board], lga1700Board);
    expect(clash.status).toBe('incompatible');
    expect(clash.reasons.map((reason) => [reason.rule, reason.withSku])).toEqual([['socket', am5Cpu.sku]]);
    const power = judgeCandidate([am5Cpu, rtx5090], { ...part('PSU-MSI-MAG-A750GL-PCIE5') });
    expect(power.reasons).toMatchObject([{ rule: 'psu_wattage', withSku: null, status: 'incompatible' }]);
    const overloading = judgeCandidate([am5Cpu, part('PSU-MSI-MAG-A750GL-PCIE5')], rtx5090);
    expect(overloading.reasons).toMatchObject([{ rule: 'psu_wattage', withSku: 'PSU-MSI-MAG-A750GL-PCIE5' }]);
  });

  it('adds a memory kit to the chosen ones instead of replacing them', () => {
    const twoKits = [am5Board, part(ddr5Kit.sku, 2)];
    expect(judgeCandidate(twoKits, part(ddr5Kit.sku)).status).toBe('compatible');
    const otherKit = catalogue.find(
      (item) => item.category === 'ram' && item.specs.memoryType === 'DDR5' && item.sku !== ddr5Kit.sku,
    );
    if (!otherKit) throw new Error('No second DDR5 kit');
    expect(judgeCandidate(twoKits, part(otherKit.sku)).reasons).toMatchObject([
      { rule: 'memory_slots', status: 'incompatible', withSku: ddr5Kit.sku },
    ]);
  });

  it('states what the build asks of a category', () => {
    expect(buildConstraints([am5Cpu], 'motherboard')).toMatchObject([
      { rule: 'socket', fromSku: am5Cpu.sku, value: 'AM5' },
    ]);
    expect(
      buildConstraints([am5Board], 'ram').map((constraint) => [constraint.rule, constraint.value]),
    ).toEqual([
      ['memory_type', 'DDR5'],
      ['memory_slots', '4'],
      ['memory_capacity', '192GB'],
    ]);
    expect(buildConstraints([am5Cpu, rtx5090], 'psu')).toMatchObject([
      { rule: 'psu_wattage', fromSku: rtx5090.sku, value: '1034 W' },
    ]);
  });
});

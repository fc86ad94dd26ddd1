import { describe, expect, it } from 'vitest';
import {
  type BuilderCategory,
  type BuildPart,
  buildConstraints,
  buildIssues,
  estimatedDrawW,
  judgeCandidate,
  recommendedPsuW,
  worstStatus,
} from '../src/catalogue/compatibility.ts';
import { readCatalogueItems } from '../src/seed/catalogue-file.ts';

// The rules on real parts of the seed catalogue.
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
const ddr4Kit = first('ram', (specs) => specs.memoryType === 'DDR4');
const am4Cpu = first('cpu', (specs) => specs.socket === 'AM4');
const itxCase = first('case', (specs) => specs.maxMotherboard === 'Mini-ITX');
const northCase = part(
  catalogue.find((item) => /North/.test(item.name.en) && item.category === 'case')?.sku ?? '',
);
const unknownClearanceCase = first(
  'case',
  (specs) => specs.maxGpuLengthMm === null && specs.maxMotherboard === 'ATX',
);

const rules = (parts: BuildPart[]) => buildIssues(parts).map((issue) => `${issue.rule}:${issue.status}`);

describe('compatibility rules', () => {
  it('finds nothing wrong with a matching AM5 build', () => {
    expect(buildIssues([am5Cpu, am5Board, ddr5Kit])).toEqual([]);
  });

  it('needs the CPU socket to be the motherboard socket', () => {
    const [issue] = buildIssues([am5Cpu, lga1700Board]);
    expect(issue).toMatchObject({
      rule: 'socket',
      status: 'incompatible',
      skus: [am5Cpu.sku, lga1700Board.sku],
    });
    expect(issue?.message.en).toBe('The AM5 CPU does not fit the LGA1700 motherboard');
  });

  it('needs the memory type of the board and of the CPU', () => {
    expect(rules([am5Board, ddr4Kit])).toEqual(['memory_type:incompatible']);
    expect(rules([am4Cpu, ddr5Kit])).toEqual(['memory_type:incompatible']);
  });

  it('counts memory modules against the slots and capacity against the board maximum', () => {
    expect(am5Board.specs.memorySlots).toBe(4);
    expect(rules([am5Board, { ...ddr5Kit, quantity: 2 }])).toEqual([]);
    expect(rules([am5Board, { ...ddr5Kit, quantity: 3 }])).toEqual(['memory_slots:incompatible']);
    const big = first('ram', (specs) => specs.memoryType === 'DDR5' && specs.totalGB === 64);
    const smallBoard = first(
      'motherboard',
      (specs) =>
        specs.memoryType === 'DDR5' && typeof specs.maxMemoryGB === 'number' && specs.maxMemoryGB <= 96,
    );
    expect(rules([smallBoard, { ...big, quantity: 2 }])).toContain('memory_capacity:incompatible');
  });

  it('needs the board to fit the case', () => {
    expect(am5Board.specs.formFactor).toBe('ATX');
    expect(rules([am5Board, itxCase])).toEqual(['form_factor:incompatible']);
  });

  it('checks the graphics card length against a known clearance, and warns when it is unknown', () => {
    expect(northCase.specs.maxGpuLengthMm).toBe(355);
    const shortCard = first('gpu', (specs) => typeof specs.lengthMm === 'number' && specs.lengthMm < 300);
    const longCard = first('gpu', (specs) => typeof specs.lengthMm === 'number' && specs.lengthMm > 355);
    expect(rules([shortCard, northCase])).toEqual([]);
    expect(rules([longCard, northCase])).toEqual(['gpu_length:incompatible']);
    expect(rules([shortCard, unknownClearanceCase])).toEqual(['gpu_length:warn']);
  });

  it('needs the cooler to support the CPU socket', () => {
    const cooler = first('cooling', () => true);
    expect(rules([am5Cpu, cooler])).toEqual([]);
    expect(rules([am5Cpu, { ...cooler, specs: { ...cooler.specs, sockets: ['LGA1700'] } }])).toEqual([
      'cooler_socket:incompatible',
    ]);
  });

  it('estimates the draw as CPU + GPU + 100 W and wants a supply of 1.3× it, 1.5× to be comfortable', () => {
    const draw = estimatedDrawW([am5Cpu, rtx5090]);
    expect(draw).toBe(120 + 575 + 100);
    expect(recommendedPsuW(draw)).toBe(1200);
    const psu = (wattage: number) => ({ ...part('PSU-MSI-MAG-A750GL-PCIE5'), specs: { wattage } });
    expect(rules([am5Cpu, rtx5090, psu(1000)])).toEqual(['psu_wattage:incompatible']);
    expect(rules([am5Cpu, rtx5090, psu(1050)])).toEqual(['psu_wattage:warn']);
    expect(rules([am5Cpu, rtx5090, psu(1200)])).toEqual([]);
  });

  it('judges a candidate in place of the chosen part of its category, naming the part it clashes with', () => {
    const verdict = judgeCandidate([am5Cpu, lga1700Board], am5Board);
    expect(verdict).toEqual({ status: 'compatible', reasons: [] });
    const clash = judgeCandidate([am5Cpu, am5Board], lga1700Board);
    expect(clash.status).toBe('incompatible');
    expect(clash.reasons.map((reason) => [reason.rule, reason.withSku])).toEqual([['socket', am5Cpu.sku]]);
    const power = judgeCandidate([am5Cpu, rtx5090], { ...part('PSU-MSI-MAG-A750GL-PCIE5') });
    expect(power.reasons).toMatchObject([{ rule: 'psu_wattage', withSku: null, status: 'incompatible' }]);
    expect(worstStatus([{ status: 'warn' }, { status: 'incompatible' }])).toBe('incompatible');
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

import { describe, expect, it } from 'vitest';
import {
  type BuildPart,
  buildIssues,
  buildParts,
  checkCompatibility,
  estimatedDrawW,
  minimumPsuW,
  recommendedPsuW,
  worstStatus,
} from '../src/compatibility.ts';
import type { Build, BuilderPart } from '../src/parts.ts';
import { part, withSpecs } from './support/catalog.ts';

const ryzen = part('cpu', 'CPU-AMD-R7-9800X3D'); // AM5, DDR5, 120 W
const corei7 = part('cpu', 'CPU-INTEL-I7-14700K'); // LGA1700, DDR4 + DDR5, 125 W
const am5Board = part('motherboard', 'MB-ASUS-PRIME-B650-PLUS-WIFI'); // ATX, DDR5, 4 slots, 192 GB
const ddr4Board = part('motherboard', 'MB-MSI-PRO-B760-P-WIFI-DDR4'); // LGA1700, ATX, DDR4
const itxBoard = part('motherboard', 'MB-ASROCK-B850I-LIGHTNING-WIFI'); // AM5, Mini-ITX, 2 slots
const ddr5Kit = part('ram', 'RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36'); // 2 × 16 GB
const ddr4Kit = part('ram', 'RAM-CORSAIR-VENGEANCE-LPX-D4-3200-2X8-CL16');
const rtx5090 = part('gpu', 'GPU-ASUS-RTX5090-TUF-GAMING-32G'); // 348 mm, 575 W
const north = part('case', 'CASE-FRACTAL-NORTH-BK'); // ATX, 355 mm
const nr200 = part('case', 'CASE-CM-MASTERBOX-NR200-BK'); // Mini-ITX, 330 mm
const montech = part('case', 'CASE-MONTECH-XR-BK'); // ATX, clearance unknown
const cooler = part('cooling', 'COOL-TR-PEERLESS-ASSASSIN-120-SE');
const psu550 = part('psu', 'PSU-MSI-MAG-A550BN');
const psu1000 = part('psu', 'PSU-CORSAIR-RM1000E-2023');
const psu1050 = part('psu', 'PSU-MONTECH-CENTURY-II-1050W');
const psu1200 = part('psu', 'PSU-CORSAIR-HX1200I');

const rules = (build: Build) => checkCompatibility(build).map((i) => [i.rule, i.status, i.skus]);
/** A part of a build with a quantity, for the rules that add up several parts. */
const times = (original: BuilderPart, quantity: number): BuildPart => ({
  sku: original.sku,
  category: original.category,
  quantity,
  specs: original.specs,
});

describe('compatibility rules on real catalogue parts', () => {
  it('finds nothing wrong in a matching AM5 build', () => {
    const build = {
      cpu: ryzen,
      motherboard: am5Board,
      ram: ddr5Kit,
      case: north,
      cooling: cooler,
      gpu: rtx5090,
      psu: psu1200,
    };
    expect(checkCompatibility(build)).toEqual([]);
  });

  it('CPU socket must equal the motherboard socket', () => {
    expect(checkCompatibility({ cpu: ryzen, motherboard: ddr4Board })).toEqual([
      {
        rule: 'socket',
        status: 'incompatible',
        skus: [ryzen.sku, ddr4Board.sku],
        message: {
          th: 'ซีพียูซ็อกเก็ต AM5 ใส่กับเมนบอร์ดซ็อกเก็ต LGA1700 ไม่ได้',
          en: 'The AM5 CPU does not fit the LGA1700 motherboard',
        },
      },
    ]);
  });

  it('RAM type must equal the board memory type and be among the CPU memory types', () => {
    expect(rules({ motherboard: am5Board, ram: ddr4Kit })).toEqual([
      ['memory_type', 'incompatible', [ddr4Kit.sku, am5Board.sku]],
    ]);
    expect(rules({ cpu: ryzen, ram: ddr4Kit })).toEqual([
      ['memory_type', 'incompatible', [ddr4Kit.sku, ryzen.sku]],
    ]);
    expect(checkCompatibility({ cpu: ryzen, ram: ddr4Kit })[0]?.message.en).toBe(
      'The CPU supports DDR5 memory, not DDR4',
    );
    expect(rules({ cpu: corei7, motherboard: ddr4Board, ram: ddr4Kit })).toEqual([]);
  });

  it('RAM modules must fit the slots and the total the board maximum', () => {
    const fourSticks = withSpecs(ddr5Kit, { modules: 4, totalGB: 256 });
    expect(rules({ motherboard: itxBoard, ram: fourSticks })).toEqual([
      ['memory_slots', 'incompatible', [fourSticks.sku, itxBoard.sku]],
      ['memory_capacity', 'incompatible', [fourSticks.sku, itxBoard.sku]],
    ]);
  });

  it('adds up the modules and memory of every kit times its quantity', () => {
    const issuesWith = (...kits: BuildPart[]) =>
      buildIssues([times(am5Board, 1), ...kits]).map((i) => i.rule);
    expect(issuesWith(times(ddr5Kit, 2))).toEqual([]);
    expect(issuesWith(times(ddr5Kit, 3))).toEqual(['memory_slots']);
    expect(issuesWith(times(ddr5Kit, 2), times(ddr4Kit, 1))).toEqual(['memory_type', 'memory_slots']);
    const big = withSpecs(ddr5Kit, { modules: 2, totalGB: 128 });
    expect(issuesWith(times(big, 2))).toEqual(['memory_capacity']);
    // A kit of unknown size still takes a slot and adds no memory.
    const unknownSize = withSpecs(ddr5Kit, { modules: null, totalGB: null });
    expect(issuesWith(times(unknownSize, 4))).toEqual([]);
    expect(issuesWith(times(unknownSize, 5))).toEqual(['memory_slots']);
  });

  it('the board form factor must be among the case form factors', () => {
    expect(rules({ motherboard: am5Board, case: nr200 })).toEqual([
      ['form_factor', 'incompatible', [am5Board.sku, nr200.sku]],
    ]);
    expect(rules({ motherboard: itxBoard, case: north })).toEqual([]);
  });

  it('the GPU must fit the case clearance; an unknown length or clearance is not checked', () => {
    expect(rules({ gpu: rtx5090, case: north })).toEqual([]);
    expect(rules({ gpu: rtx5090, case: nr200 })).toEqual([
      ['gpu_length', 'incompatible', [rtx5090.sku, nr200.sku]],
    ]);
    expect(rules({ gpu: rtx5090, case: montech })).toEqual([]);
    expect(checkCompatibility({ gpu: withSpecs(rtx5090, { lengthMm: null }), case: north })).toEqual([]);
  });

  it("the CPU socket must be among the cooler's sockets", () => {
    const am4Only = withSpecs(cooler, { sockets: ['AM4'] });
    expect(rules({ cpu: ryzen, cooling: am4Only })).toEqual([
      ['cooler_socket', 'incompatible', [cooler.sku, ryzen.sku]],
    ]);
  });

  it('estimates the draw as CPU TDP + GPU TDP (times quantity) + 100 W', () => {
    expect(estimatedDrawW(buildParts({ cpu: ryzen, gpu: rtx5090 }))).toBe(795);
    expect(estimatedDrawW(buildParts({ cpu: ryzen }))).toBe(220);
    expect(estimatedDrawW(buildParts({ gpu: rtx5090 }))).toBe(675);
    expect(estimatedDrawW([...buildParts({ cpu: ryzen }), times(rtx5090, 2)])).toBe(1370);
    expect(estimatedDrawW(buildParts({ cpu: withSpecs(ryzen, { tdpW: null }) }))).toBe(100);
    expect(minimumPsuW(795)).toBe(1034);
    expect(recommendedPsuW(795)).toBe(1200);
  });

  it('the PSU needs 1.3× the draw (incompatible below) and should have 1.5× (warn below)', () => {
    const build = { cpu: ryzen, gpu: rtx5090 };
    expect(rules({ ...build, psu: psu1000 })).toEqual([
      ['psu_wattage', 'incompatible', [psu1000.sku, ryzen.sku, rtx5090.sku]],
    ]);
    expect(checkCompatibility({ ...build, psu: psu1000 })[0]?.message.en).toBe(
      'A 1000 W power supply is too small for an estimated 795 W (at least 1034 W)',
    );
    expect(rules({ ...build, psu: psu1050 })).toEqual([
      ['psu_wattage', 'warn', [psu1050.sku, ryzen.sku, rtx5090.sku]],
    ]);
    expect(checkCompatibility({ ...build, psu: psu1050 })[0]?.message.en).toBe(
      'A 1050 W power supply works with little headroom (1200 W recommended)',
    );
    expect(rules({ ...build, psu: psu1200 })).toEqual([]);
    expect(rules({ cpu: ryzen, psu: psu550 })).toEqual([]);
    // Without a CPU the estimate is a lower bound, and it is already too much for 550 W.
    expect(rules({ gpu: rtx5090, psu: psu550 })).toEqual([
      ['psu_wattage', 'incompatible', [psu550.sku, rtx5090.sku]],
    ]);
  });

  it('says nothing when a figure is missing or an empty list', () => {
    expect(
      checkCompatibility({
        cpu: withSpecs(ryzen, { socket: null, memoryTypes: null }),
        motherboard: withSpecs(ddr4Board, { memorySlots: null, maxMemoryGB: null, formFactor: null }),
        ram: ddr4Kit,
        cooling: withSpecs(cooler, { sockets: ['AM4'] }),
        case: nr200,
        psu: withSpecs(psu550, { wattage: null }),
        gpu: withSpecs(rtx5090, { lengthMm: 300 }),
      }),
    ).toEqual([]);
    expect(
      checkCompatibility({
        cpu: withSpecs(ryzen, { memoryTypes: [] }),
        motherboard: withSpecs(am5Board, { socket: null, memoryType: null }),
        ram: withSpecs(ddr4Kit, { memoryType: null }),
        cooling: withSpecs(cooler, { sockets: [] }),
        case: withSpecs(north, { supportedFormFactors: [] }),
      }),
    ).toEqual([]);
  });

  it('rates a build by its worst issue', () => {
    expect(worstStatus([])).toBe('compatible');
    expect(worstStatus([{ status: 'warn' }])).toBe('warn');
    expect(worstStatus([{ status: 'warn' }, { status: 'incompatible' }])).toBe('incompatible');
  });
});

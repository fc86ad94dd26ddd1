import { describe, expect, it } from 'vitest';
import { checkCompatibility, estimatedDrawW } from '../../src/specBuilder/compatibility.ts';
import type { Build } from '../../src/specBuilder/parts.ts';
import { part, withSpecs } from '../support/catalog.ts';

const ryzen = part('cpu', 'CPU-AMD-R7-9800X3D'); // AM5, DDR5, 120 W
const corei7 = part('cpu', 'CPU-INTEL-I7-14700K'); // LGA1700, DDR4 + DDR5, 125 W
const am5Board = part('motherboard', 'MB-ASUS-PRIME-B650-PLUS-WIFI'); // ATX, DDR5, 4 slots, 192 GB
const ddr4Board = part('motherboard', 'MB-MSI-PRO-B760-P-WIFI-DDR4'); // LGA1700, ATX, DDR4
const itxBoard = part('motherboard', 'MB-ASROCK-B850I-LIGHTNING-WIFI'); // AM5, Mini-ITX, 2 slots
const ddr5Kit = part('ram', 'RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36');
const ddr4Kit = part('ram', 'RAM-CORSAIR-VENGEANCE-LPX-D4-3200-2X8-CL16');
const rtx5090 = part('gpu', 'GPU-ASUS-RTX5090-TUF-GAMING-32G'); // 348 mm, 575 W
const north = part('case', 'CASE-FRACTAL-NORTH-BK'); // ATX, 355 mm
const nr200 = part('case', 'CASE-CM-MASTERBOX-NR200-BK'); // Mini-ITX, 330 mm
const montech = part('case', 'CASE-MONTECH-XR-BK'); // ATX, clearance unknown
const cooler = part('cooling', 'COOL-TR-PEERLESS-ASSASSIN-120-SE');

const rules = (build: Build) => checkCompatibility(build).map((i) => [i.rule, i.severity, i.parts]);

describe('compatibility rules on real catalogue parts', () => {
  it('finds nothing wrong in a matching AM5 build', () => {
    const build = {
      cpu: ryzen,
      motherboard: am5Board,
      ram: ddr5Kit,
      case: north,
      cooling: cooler,
      gpu: rtx5090,
    };
    expect(checkCompatibility(build)).toEqual([]);
  });

  it('CPU socket must equal the motherboard socket', () => {
    expect(rules({ cpu: ryzen, motherboard: ddr4Board })).toContainEqual([
      'socket',
      'error',
      [ryzen.sku, ddr4Board.sku],
    ]);
    const [issue] = checkCompatibility({ cpu: ryzen, motherboard: ddr4Board });
    expect(issue?.message).toEqual({
      th: 'ซีพียูใช้ซ็อกเก็ต AM5 แต่เมนบอร์ดเป็น LGA1700',
      en: 'The CPU needs socket AM5 but the motherboard has LGA1700',
    });
  });

  it('RAM type must equal the board memory type and be among the CPU memory types', () => {
    expect(rules({ motherboard: am5Board, ram: ddr4Kit })).toEqual([
      ['memory_type', 'error', [ddr4Kit.sku, am5Board.sku]],
    ]);
    expect(rules({ cpu: ryzen, ram: ddr4Kit })).toEqual([['memory_type', 'error', [ddr4Kit.sku, ryzen.sku]]]);
    expect(rules({ cpu: corei7, motherboard: ddr4Board, ram: ddr4Kit })).toEqual([]);
  });

  it('RAM modules must fit the slots and the total the board maximum', () => {
    const fourSticks = withSpecs(ddr5Kit, { modules: 4, totalGB: 256 });
    expect(rules({ motherboard: itxBoard, ram: fourSticks })).toEqual([
      ['memory_slots', 'error', [fourSticks.sku, itxBoard.sku]],
      ['memory_capacity', 'error', [fourSticks.sku, itxBoard.sku]],
    ]);
  });

  it('the board form factor must be among the case form factors', () => {
    expect(rules({ motherboard: am5Board, case: nr200 })).toEqual([
      ['form_factor', 'error', [am5Board.sku, nr200.sku]],
    ]);
    expect(rules({ motherboard: itxBoard, case: north })).toEqual([]);
  });

  it('the GPU must fit the case clearance; an unknown clearance warns', () => {
    expect(rules({ gpu: rtx5090, case: north })).toEqual([]);
    expect(rules({ gpu: rtx5090, case: nr200 })).toEqual([['gpu_length', 'error', [rtx5090.sku, nr200.sku]]]);
    expect(rules({ gpu: rtx5090, case: montech })).toEqual([
      ['gpu_length', 'warning', [rtx5090.sku, montech.sku]],
    ]);
    expect(rules({ gpu: withSpecs(rtx5090, { lengthMm: null }), case: north })).toEqual([
      ['gpu_length', 'warning', [rtx5090.sku, north.sku]],
    ]);
  });

  it("the CPU socket must be among the cooler's sockets", () => {
    const am4Only = withSpecs(cooler, { sockets: ['AM4'] });
    expect(rules({ cpu: ryzen, cooling: am4Only })).toEqual([
      ['cooler_socket', 'error', [ryzen.sku, cooler.sku]],
    ]);
  });

  it('estimates the draw as CPU TDP + GPU TDP + 100 W', () => {
    expect(estimatedDrawW({ cpu: ryzen, gpu: rtx5090 })).toBe(795);
    expect(estimatedDrawW({ cpu: ryzen })).toBe(220);
    expect(estimatedDrawW({ gpu: rtx5090 })).toBeNull();
  });

  it('the PSU needs 1.3× the draw (error below) and should have 1.5× (warning below)', () => {
    const build = { cpu: ryzen, gpu: rtx5090 };
    const psu1000 = part('psu', 'PSU-CORSAIR-RM1000E-2023');
    const psu1050 = part('psu', 'PSU-MONTECH-CENTURY-II-1050W');
    const psu1200 = part('psu', 'PSU-CORSAIR-HX1200I');
    expect(rules({ ...build, psu: psu1000 })).toEqual([
      ['psu_wattage', 'error', [psu1000.sku, ryzen.sku, rtx5090.sku]],
    ]);
    expect(checkCompatibility({ ...build, psu: psu1000 })[0]?.message.en).toBe(
      'A 1000 W power supply is too small: at least 1034 W for an estimated 795 W draw',
    );
    expect(rules({ ...build, psu: psu1050 })).toEqual([
      ['psu_wattage', 'warning', [psu1050.sku, ryzen.sku, rtx5090.sku]],
    ]);
    expect(rules({ ...build, psu: psu1200 })).toEqual([]);
    expect(rules({ cpu: ryzen, psu: part('psu', 'PSU-MSI-MAG-A550BN') })).toEqual([]);
  });

  it('says nothing when a figure is missing', () => {
    expect(
      checkCompatibility({
        cpu: withSpecs(ryzen, { socket: null, memoryTypes: null }),
        motherboard: ddr4Board,
        ram: ddr4Kit,
        cooling: withSpecs(cooler, { sockets: ['AM4'] }),
      }),
    ).toEqual([]);
    expect(checkCompatibility({ psu: part('psu', 'PSU-MSI-MAG-A550BN'), gpu: rtx5090 })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseDiscountCode } from '../src/discountCodeName.ts';
import { parseSku, parseSkuList } from '../src/sku.ts';

describe('parseSku', () => {
  it('reads a SKU as the catalogue stores it, whatever case and spaces it was typed with', () => {
    expect(parseSku(' cpu-amd-r7-9800x3d ')).toBe('CPU-AMD-R7-9800X3D');
    expect(parseSku('Gpu-Asus-5090')).toBe('GPU-ASUS-5090');
    expect(parseSku('   ')).toBe('');
  });
});

describe('parseDiscountCode', () => {
  it('reads a code as the shop stores it, whatever case and spaces it was typed with', () => {
    expect(parseDiscountCode(' probuild10 ')).toBe('PROBUILD10');
    expect(parseDiscountCode('ProBuild500')).toBe('PROBUILD500');
    expect(parseDiscountCode('')).toBe('');
  });
});

describe('parseSkuList', () => {
  it('reads a typed list apart by lines, commas or spaces, each SKU once and in order', () => {
    expect(parseSkuList('gpu-a, GPU-B\n  cpu-c,,gpu-a ')).toEqual(['GPU-A', 'GPU-B', 'CPU-C']);
    expect(parseSkuList(' \n, ')).toEqual([]);
  });
});

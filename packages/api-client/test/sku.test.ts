import { describe, expect, it } from 'vitest';
import { parseSku } from '../src/sku.ts';

describe('parseSku', () => {
  it('reads a SKU as the catalogue stores it, whatever case and spaces it was typed with', () => {
    expect(parseSku(' cpu-amd-r7-9800x3d ')).toBe('CPU-AMD-R7-9800X3D');
    expect(parseSku('Gpu-Asus-5090')).toBe('GPU-ASUS-5090');
    expect(parseSku('   ')).toBe('');
  });
});

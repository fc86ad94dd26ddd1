import { part } from '@probuild/catalogue-rules/testing';
import { describe, expect, it } from 'vitest';
import { parseSharedBuild, serializeBuild } from '../../src/specBuilder/shareLink.ts';

describe('share string', () => {
  it('writes category=sku pairs in category order and reads them back', () => {
    const build = {
      gpu: part('gpu', 'GPU-ASUS-RTX5090-TUF-GAMING-32G'),
      cpu: part('cpu', 'CPU-AMD-R7-9800X3D'),
    };
    const shared = serializeBuild(build);
    expect(shared).toBe('cpu=CPU-AMD-R7-9800X3D&gpu=GPU-ASUS-RTX5090-TUF-GAMING-32G');
    expect(parseSharedBuild(shared)).toEqual([
      { category: 'cpu', sku: 'CPU-AMD-R7-9800X3D' },
      { category: 'gpu', sku: 'GPU-ASUS-RTX5090-TUF-GAMING-32G' },
    ]);
    expect(serializeBuild({})).toBe('');
  });

  it('drops unknown categories, malformed SKUs and repeats', () => {
    expect(parseSharedBuild('?toaster=T-1&cpu=bad sku&ram=RAM-1&ram=RAM-2&os=OS-1')).toEqual([
      { category: 'ram', sku: 'RAM-1' },
      { category: 'os', sku: 'OS-1' },
    ]);
  });
});

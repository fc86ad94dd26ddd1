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
      { category: 'cpu', sku: 'CPU-AMD-R7-9800X3D', quantity: 1 },
      { category: 'gpu', sku: 'GPU-ASUS-RTX5090-TUF-GAMING-32G', quantity: 1 },
    ]);
    expect(serializeBuild({})).toBe('');
  });

  it('drops unknown categories, malformed SKUs and repeats', () => {
    expect(parseSharedBuild('?toaster=T-1&cpu=bad sku&ram=RAM-1&ram=RAM-2&os=OS-1')).toEqual([
      { category: 'ram', sku: 'RAM-1', quantity: 1 },
      { category: 'os', sku: 'OS-1', quantity: 1 },
    ]);
  });

  it('writes several memory kits or drives as sku*n, and reads back only what the category allows', () => {
    const cpu = part('cpu', 'CPU-AMD-R7-9800X3D');
    const ram = part('ram', 'RAM-CORSAIR-VENGEANCE-RGB-D5-6000-2X16-CL36');
    const shared = serializeBuild({ cpu, ram }, { ram: 2, cpu: 3 });
    expect(shared).toBe(`cpu=${cpu.sku}&ram=${ram.sku}*2`);
    expect(serializeBuild({ ram }, { ram: 1 })).toBe(`ram=${ram.sku}`);
    expect(parseSharedBuild(`${shared}&storage=SSD-1*3&gpu=GPU-1*2`)).toEqual([
      { category: 'cpu', sku: cpu.sku, quantity: 1 },
      { category: 'ram', sku: ram.sku, quantity: 2 },
      { category: 'storage', sku: 'SSD-1', quantity: 3 },
      { category: 'gpu', sku: 'GPU-1', quantity: 1 },
    ]);
    expect(parseSharedBuild('ram=RAM-1*40&storage=SSD-1*0&psu=PSU-1*')).toEqual([
      { category: 'ram', sku: 'RAM-1', quantity: 4 },
    ]);
  });
});

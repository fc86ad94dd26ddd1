import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db/open.ts';
import { comsetExtrasGroups, comsetLevels, comsetOptions, products } from '../../src/db/schema/index.ts';
import { addTestProduct } from './products.ts';

/**
 * A computer set of our own, 36,800 baht in its standard configuration (the default level), so
 * 10,000 baht for its fixed part, with known parts:
 * cpu-a 8,000 (500 off in the set) or cpu-b 12,000 (1,000 off); gpu 15,000 (sale 14,000, no
 * discount); ram 3,000 (200 off); storage 2,500; extras monitor-a 6,000 or monitor-b 9,000 and
 * keyboard 1,500. Levels `default` (cpu-a) and `hiend` (cpu-b).
 */
export async function addTestComset(db: AppDatabase, { stock = 5 }: { stock?: number } = {}) {
  const set = await addTestProduct(db, { price: 3_680_000, stock, nameEn: 'Test gaming set' });
  await db.update(products).set({ productType: 'comset' }).where(eq(products.sku, set.sku));
  const part = (price: number, salePrice: number | null = null) =>
    addTestProduct(db, { price, salePrice, stock: 50 });
  const parts = {
    cpuA: await part(800_000),
    cpuB: await part(1_200_000),
    gpu: await part(1_500_000, 1_400_000),
    ram: await part(300_000),
    storage: await part(250_000),
    monitorA: await part(600_000),
    monitorB: await part(900_000),
    keyboard: await part(150_000),
  };
  const options: [string, string, string, number][] = [
    ['cpu-a', 'cpu', parts.cpuA.sku, 50_000],
    ['cpu-b', 'cpu', parts.cpuB.sku, 100_000],
    ['gpu-1', 'gpu', parts.gpu.sku, 0],
    ['ram-1', 'ram', parts.ram.sku, 20_000],
    ['ssd-1', 'storage', parts.storage.sku, 0],
    ['monitor-a', 'monitor', parts.monitorA.sku, 0],
    ['monitor-b', 'monitor', parts.monitorB.sku, 0],
    ['keyboard-1', 'keyboard', parts.keyboard.sku, 0],
  ];
  await db.insert(comsetOptions).values(
    options.map(([optionId, groupKey, partSku, discount], sortOrder) => ({
      setSku: set.sku,
      optionId,
      groupKey,
      partSku,
      discount,
      sortOrder,
    })),
  );
  await db.insert(comsetExtrasGroups).values([
    { setSku: set.sku, groupKey: 'monitor', labelTh: 'จอมอนิเตอร์', labelEn: 'Monitor', sortOrder: 0 },
    { setSku: set.sku, groupKey: 'keyboard', labelTh: 'คีย์บอร์ด', labelEn: 'Keyboard', sortOrder: 1 },
  ]);
  const level = (key: 'default' | 'hiend', cpu: string) => ({
    setSku: set.sku,
    level: key,
    nameTh: key,
    nameEn: key,
    cpu,
    gpu: 'gpu-1',
    ram: 'ram-1',
    storage: 'ssd-1',
  });
  await db.insert(comsetLevels).values([level('default', 'cpu-a'), level('hiend', 'cpu-b')]);
  return { set, parts };
}

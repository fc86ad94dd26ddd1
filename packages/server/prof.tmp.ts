import { spawnSync } from 'node:child_process';
import { buildApp } from './src/app.ts';
import { readCommerceSettings } from './src/commerce-settings.ts';
import { openDatabase } from './src/db/open.ts';
const prepared = process.env.SKIP_PREPARE ? { status: 0, stderr: '' } : spawnSync(process.execPath, ['--import', 'tsx', 'bench/prepare.ts'], { cwd: '/work/main/packages/server', env: { ...process.env, BENCH_PRODUCTS: '10000' }, encoding: 'utf8' });
if (prepared.status !== 0) throw new Error(prepared.stderr);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
const app = await buildApp({ database, staticDir: false, settings: readCommerceSettings({}) });
const bodies = [
  { type: 'category_subcategory', dataFilter: 'การ์ดจอ/NVIDIA GeForce', priceMin: 1_000_000, priceMax: 5_000_000, vram: [12, 16], sort: 'price_asc', page: 1, pageSize: 20 },
  { type: 'category', dataFilter: 'แรม', memoryType: ['DDR5'], capacity: ['32GB'], sort: 'price_desc', page: 2, pageSize: 20 },
  { type: 'brand', dataFilter: 'asus', categories: ['gpu', 'motherboard'], sort: 'newest', page: 1, pageSize: 20 },
  { type: 'category', dataFilter: 'cpu', cores: [8, 12], sort: 'name_asc', page: 1, pageSize: 20 },
];
const run = async (label: string, n: number, request: (i: number) => Parameters<typeof app.inject>[0]) => {
  for (let i = 0; i < 50; i++) await app.inject(request(i));
  const start = performance.now();
  let size = 0;
  for (let i = 0; i < n; i++) size = (await app.inject(request(i))).body.length;
  console.log(label, ((performance.now() - start) / n).toFixed(2), 'ms', size);
};
await run('health', 500, () => ({ url: '/api/v1/health' }));
for (const [n, body] of bodies.entries()) await run(`list${n}`, 300, () => ({ method: 'POST', url: '/api/v1/list-product', payload: body }));
await run('search', 400, (i) => ({ url: `/api/v1/web/search-product/search?q=${encodeURIComponent(['การ์ดจอ', 'rtx 5070', 'ryzen 7', 'corsair'][i % 4])}&limit=10` }));
await app.close(); await database.close();

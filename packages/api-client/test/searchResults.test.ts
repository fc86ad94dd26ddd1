import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient, searchResultsOf } from '../src/index.ts';

const gpu = {
  _id: 'p1',
  sku: 'GPU-ASUS-RTX5070-PRIME',
  name: { th: 'ASUS PRIME GeForce RTX 5070', en: 'ASUS PRIME GeForce RTX 5070' },
  image: '/images/products/GPU-ASUS-RTX5070-PRIME/1.svg',
};
const cpu = {
  id: 'p2',
  sku: 'CPU-AMD-R7-9800X3D',
  name: { th: 'AMD Ryzen 7 9800X3D' },
  images: ['/images/products/CPU-AMD-R7-9800X3D/1.svg', '/images/products/CPU-AMD-R7-9800X3D/2.svg'],
};
const bare = { sku: 'OS-WIN11-HOME', name: { th: 'Windows 11 Home' } };

/** The shapes servers have answered the search with, keyed by the query that asks for them here. */
const shapes: Record<string, unknown> = {
  array: [gpu, cpu, bare],
  nested: [[gpu, cpu], [bare]],
  products: { products: [gpu, cpu, bare], total: 3 },
  items: { items: [gpu, cpu, bare] },
  broken: [gpu, { sku: 42 }, null, { name: { th: 'no sku' } }, 'text'],
  nothing: null,
};

let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, message: '', data: shapes[q] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function search(q: string) {
  const { data } = await createApiClient({ origin, storage: null }).GET('/web/search-product/search', {
    params: { query: { q } },
  });
  return searchResultsOf(data?.data);
}

const expected = [
  { id: 'p1', sku: gpu.sku, name: gpu.name, image: gpu.image },
  { id: 'p2', sku: cpu.sku, name: cpu.name, image: cpu.images[0] },
  { id: bare.sku, sku: bare.sku, name: bare.name, image: null },
];

it.each(['array', 'nested', 'products', 'items'])(
  'reads the %s shape as the same flat list',
  async (shape) => {
    expect(await search(shape)).toEqual(expected);
  },
);

it('drops entries it cannot show and answers an empty list for no data', async () => {
  expect((await search('broken')).map((result) => result.sku)).toEqual([gpu.sku]);
  expect(await search('nothing')).toEqual([]);
});

it('keeps the prices in satang and the stock a result carries, and nothing else of them', () => {
  const [priced, odd] = searchResultsOf([
    { ...gpu, price: 2_499_000, salePrice: 2_299_000, inStock: false },
    { ...cpu, price: '1,000', salePrice: 12.5, inStock: 'yes' },
  ]);
  expect(priced).toEqual({
    id: 'p1',
    sku: gpu.sku,
    name: gpu.name,
    image: gpu.image,
    price: 2_499_000,
    salePrice: 2_299_000,
    inStock: false,
  });
  expect(odd).toEqual({ id: 'p2', sku: cpu.sku, name: cpu.name, image: cpu.images[0] });
});

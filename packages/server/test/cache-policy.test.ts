import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheControlOf } from '../src/http/cache-policy.ts';
import { useTestApp } from './support/app.ts';
import { newShopper } from './support/checkout.ts';

const testApp = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

describe('HTTP caching of the API', () => {
  it('lets shared caches keep public reads, with an ETag a repeat request can send back for a 304', async () => {
    const first = await get('/web/categories/tree');
    expect(first.statusCode).toBe(200);
    // Staff edit the tree and the content: caches ask again each time, so an edit shows at once.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/pages/legal/terms')).headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    // Weak: the answer goes out compressed to some and plain to others.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get('/web/categories/tree', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of tags, a weak one among them, matches too; another tag gets the whole answer.
    expect(
      (await get('/web/categories/tree', { 'if-none-match': `"old", ${etag.slice(2)}` })).statusCode,
    ).toBe(304);
    const changed = await get('/web/categories/tree', { 'if-none-match': '"old"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it('keeps prices and stock fresh within half a minute', async () => {
    const detail = await get('/web/product-detail/CPU-AMD-R7-9800X3D');
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=300');
  });

  it('stores no failure, no personal answer, no sign-in link and no health check', async () => {
    const missing = await get('/web/product-detail/NO-SUCH-SKU');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('private, no-store');
    expect(missing.headers.etag).toBeUndefined();

    const shopper = await newShopper(testApp.app);
    const profile = await get('/customers/profile', shopper.headers);
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    expect(profile.headers.etag).toBeUndefined();
    // Refused for want of a sign-in: not stored either.
    expect((await get('/customers/profile')).headers['cache-control']).toBe('private, no-store');
    expect((await get('/health')).headers['cache-control']).toBe('private, no-store');
  });

  it('compresses answers for clients that accept it, after their caching headers', async () => {
    const plain = await get('/spec-builder/parts/cpu?pageSize=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const compressed = await get('/spec-builder/parts/cpu?pageSize=50', { 'accept-encoding': encoding });
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      // The same answer, a tenth of its size or less, with the same caching and validator.
      expect(inflate(compressed.rawPayload).toString()).toBe(plain.body);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
      expect(compressed.headers['cache-control']).toBe(plain.headers['cache-control']);
      expect(compressed.headers.etag).toBe(plain.headers.etag);
    }
    const again = await get('/spec-builder/parts/cpu?pageSize=50', {
      'accept-encoding': 'br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    const shopper = await newShopper(testApp.app);
    const cart = await get(`/cart/${shopper.customerId}/related`, {
      ...shopper.headers,
      'accept-encoding': 'gzip',
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['content-encoding']).toBe('gzip');
    expect(cart.headers['cache-control']).toBe('private, no-store');
  });

  it('decides by method, path and whether the route needs a customer', () => {
    expect(cacheControlOf('GET', '/addresses/provinces', false)).toBe(
      'public, max-age=86400, stale-while-revalidate=86400',
    );
    expect(cacheControlOf('POST', '/list-product', false)).toBe('private, no-store');
    expect(cacheControlOf('GET', '/customers/google/auth-url', false)).toBe('private, no-store');
    expect(cacheControlOf('GET', '/pages/home/news', true)).toBe('private, no-store');
  });
});

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
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('/web/categories/tree', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of tags, a weak one among them, matches too; another tag gets the whole answer.
    expect((await get('/web/categories/tree', { 'if-none-match': `"old", W/${etag}` })).statusCode).toBe(304);
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

  it('decides by method, path and whether the route needs a customer', () => {
    expect(cacheControlOf('GET', '/addresses/provinces', false)).toBe(
      'public, max-age=86400, stale-while-revalidate=86400',
    );
    expect(cacheControlOf('POST', '/list-product', false)).toBe('private, no-store');
    expect(cacheControlOf('GET', '/customers/google/auth-url', false)).toBe('private, no-store');
    expect(cacheControlOf('GET', '/pages/home/news', true)).toBe('private, no-store');
  });
});

import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../src/index.ts';
import { defaultHandlers, handlers, mswPath, NO_SEARCH_RESULTS_MESSAGE } from '../src/mocks/index.ts';

const origin = 'http://localhost:6006';

/** What a story's fetch of `path` would get from these handlers (no server involved). */
async function answer(handler: Parameters<typeof getResponse>[0], path: string) {
  const response = await getResponse(handler, new Request(`${origin}${API_BASE_PATH}${path}`));
  if (!response) throw new Error(`no handler answered ${path}`);
  return { status: response.status, body: await response.json() };
}

describe('mswPath', () => {
  it('turns a contract path into an MSW path under /api/v1 on any origin', () => {
    expect(mswPath('/cart/{cartId}/item/{productId}')).toBe('*/api/v1/cart/:cartId/item/:productId');
  });
});

describe('search handler', () => {
  it('finds fixture products by a Thai category word', async () => {
    const { body } = await answer(
      [handlers.search.ok],
      `/web/search-product/search?q=${encodeURIComponent('การ์ดจอ')}`,
    );
    expect(body.data.length).toBeGreaterThan(0);
    for (const product of body.data) expect(product.sku).toMatch(/^GPU-/);
  });

  it('finds by brand, case-insensitive, and gives the first image', async () => {
    const { body } = await answer([handlers.search.ok], '/web/search-product/search?q=samsung');
    expect(body.data.map((product: { sku: string }) => product.sku)).toEqual([
      'SSD-SAMSUNG-990-PRO-1TB',
      'SSD-SAMSUNG-990-PRO-2TB',
    ]);
    expect(body.data[0].image).toBe('/images/products/SSD-SAMSUNG-990-PRO-1TB/1.svg');
  });

  it('answers an empty list with the no-results message', async () => {
    const { body } = await answer([handlers.search.ok], '/web/search-product/search?q=zzzz');
    expect(body).toEqual({
      success: true,
      data: [],
      message: NO_SEARCH_RESULTS_MESSAGE,
      total: 0,
      facets: { categories: [], brands: [], priceBands: [] },
    });
  });
});

describe('variants', () => {
  it('answers the contract error body with 500', async () => {
    const { status, body } = await answer([handlers.categoryTree.error], '/web/categories/tree');
    expect(status).toBe(500);
    expect(body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
  });

  it('answers an empty list', async () => {
    expect((await answer([handlers.listBanners.empty], '/pages/home/list-banner/active')).body.data).toEqual(
      [],
    );
  });

  it('answers a network error', async () => {
    const response = await getResponse(
      [handlers.about.networkError],
      new Request(`${origin}/api/v1/web/about`),
    );
    expect(response?.type).toBe('error');
  });

  it('has one default handler per call, each answering success', async () => {
    expect(defaultHandlers).toHaveLength(Object.keys(handlers).length);
    const { body } = await answer(defaultHandlers, '/web/categories/tree');
    expect(body.success).toBe(true);
    expect(body.data.map((node: { key: string }) => node.key)).toEqual([
      'computer-parts',
      'peripherals',
      'software',
    ]);
  });
});

import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveStock } from '../src/stock/stock-ledger.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { callBackoffice, type SignedInStaff, signedInStaff } from './support/backoffice.ts';
import { addToCart, newVerifiedShopper, orderRequest } from './support/checkout.ts';
import { callOperation, callSuccessfully } from './support/contract.ts';
import { graphicsCardInput } from './support/product-editing.ts';
import { storefrontBuild } from './support/routeList.ts';

// Every storefront read of the catalogue, asked about one product (its drawn pictures included):
// an unpublished product is in none of them, and each answer follows a publish or an unpublish at its next request (its cached
// copies included).

let staticDir: string;
let testApp: TestApp;
let editor: SignedInStaff;
const app = () => testApp.app;
const db = () => testApp.database.db;

beforeAll(async () => {
  staticDir = await storefrontBuild('<!doctype html><html><body><div id="root"></div></body></html>');
  testApp = await createTestApp({ staticDir });
  editor = await signedInStaff(app(), db(), 'editor');
});
afterAll(async () => {
  await testApp?.dispose();
  await rm(staticDir, { recursive: true, force: true });
});

const input = graphicsCardInput({ model: 'GeForce RTX 5080 Zephyrquill' });
/** A published card that names the hidden one as its add-on and its related product. */
const host = graphicsCardInput();
const word = 'zephyrquill';

async function gpuCount(): Promise<number> {
  const { data } = await callSuccessfully(app(), 'getCategoryTree');
  const gpu = data.flatMap((node) => node.children).find((node) => node.key === 'gpu');
  return gpu?.productCount ?? -1;
}

/** Where a shopper meets the product, read by read. */
async function shopperSees(sku: string) {
  const skus = (items: Array<{ sku: string }>) => items.map((item) => item.sku);
  const search = await callSuccessfully(app(), 'searchProducts', { query: { q: word } });
  const searchList = await callSuccessfully(app(), 'listProducts', {
    payload: { type: 'search', dataFilter: word, pageSize: 20 },
  });
  const category = await callSuccessfully(app(), 'listProducts', {
    payload: { type: 'category', dataFilter: 'gpu', sort: 'newest', pageSize: 100 },
  });
  const detail = await callOperation(app(), 'getProductDetail', { params: { sku } });
  const related = await callSuccessfully(app(), 'getRelatedProducts', { params: { sku: host.sku } });
  const bundles = await callSuccessfully(app(), 'getProductBundles', { params: { sku: host.sku } });
  const builder = await callSuccessfully(app(), 'listBuilderParts', {
    params: { category: 'gpu' },
    query: { q: word, pageSize: '50' },
  });
  const comparison = await callSuccessfully(app(), 'filterComparisonProducts', { query: { q: word } });
  const build = await callOperation(app(), 'evaluateBuild', {
    payload: { items: [{ category: 'gpu', sku, quantity: 1 }] },
  });
  const sitemap = await app().inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
  const pictures = await Promise.all(
    ['1.svg', '2.svg'].map((file) => app().inject({ method: 'GET', url: `/images/products/${sku}/${file}` })),
  );
  return {
    search: skus(search.data).includes(sku),
    searchList: skus(searchList.data.items).includes(sku),
    category: skus(category.data.items).includes(sku),
    detail: detail.status,
    related: skus(related.data.relatedProducts).includes(sku),
    bundles: bundles.data.map((item) => item.id).includes(sku),
    builder: builder.data.items.map((item) => item.product.sku).includes(sku),
    comparison: skus(comparison.data.products).includes(sku),
    build: build.status,
    sitemap: sitemap.body.includes(`/product/${encodeURIComponent(sku)}`),
    pictures: pictures.map((picture) => picture.statusCode),
  };
}

const hidden = {
  search: false,
  searchList: false,
  category: false,
  detail: 404,
  related: false,
  bundles: false,
  builder: false,
  comparison: false,
  build: expect.not.stringMatching(/^2/),
  sitemap: false,
  pictures: [404, 404],
};
const shown = {
  search: true,
  searchList: true,
  category: true,
  detail: 200,
  related: true,
  bundles: true,
  builder: true,
  comparison: true,
  build: 200,
  sitemap: true,
  pictures: [200, 200],
};

describe('an unpublished product', () => {
  it('is in no storefront read until published, and leaves every one when unpublished', async () => {
    const hiddenCount = await gpuCount();
    const created = await callBackoffice(app(), 'createProduct', { token: editor.token, payload: input });
    expect(created.status).toBe(201);
    await moveStock(db(), input.sku, 5, { kind: 'received' });
    const hostCreated = await callBackoffice(app(), 'createProduct', {
      token: editor.token,
      payload: {
        ...host,
        bundles: [{ addonSku: input.sku, bundlePrice: '44990', checked: true }],
        relatedSkus: [input.sku],
      },
    });
    expect(hostCreated.status).toBe(201);
    await callBackoffice(app(), 'publishProduct', { token: editor.token, params: { sku: host.sku } });

    const sees = async () => {
      const seen = await shopperSees(input.sku);
      return { ...seen, build: String(seen.build) };
    };
    expect(await sees()).toEqual({ ...hidden, build: expect.not.stringMatching(/^2/) });
    expect(await gpuCount()).toBe(hiddenCount + 1);

    await callBackoffice(app(), 'publishProduct', { token: editor.token, params: { sku: input.sku } });
    expect(await sees()).toEqual({ ...shown, build: '200' });
    expect(await gpuCount()).toBe(hiddenCount + 2);

    await callBackoffice(app(), 'unpublishProduct', { token: editor.token, params: { sku: input.sku } });
    expect(await sees()).toEqual({ ...hidden, build: expect.not.stringMatching(/^2/) });
    expect(await gpuCount()).toBe(hiddenCount + 1);
  });

  it('cannot be added to a cart, and a cart that holds it cannot check out; orders placed keep it', async () => {
    const card = graphicsCardInput();
    await callBackoffice(app(), 'createProduct', { token: editor.token, payload: card });
    await moveStock(db(), card.sku, 10, { kind: 'received' });
    const shopper = await newVerifiedShopper(app(), db());
    const adding = () =>
      callOperation(app(), 'addToCart', {
        params: { customerId: shopper.customerId },
        headers: shopper.headers,
        payload: { sku: card.sku, quantity: 1 },
      });
    expect((await adding()).status).toBe(404);

    await callBackoffice(app(), 'publishProduct', { token: editor.token, params: { sku: card.sku } });
    await addToCart(app(), shopper, card.sku, 1);
    const placed = await callSuccessfully(app(), 'createOrder', {
      headers: { ...shopper.headers, 'idempotency-key': `order-${card.sku}` },
      payload: orderRequest(shopper),
    });
    await addToCart(app(), shopper, card.sku, 1);

    await callBackoffice(app(), 'unpublishProduct', { token: editor.token, params: { sku: card.sku } });
    const cart = await callSuccessfully(app(), 'getCart', {
      params: { customerId: shopper.customerId },
      headers: shopper.headers,
    });
    expect(cart.data.items.map((item) => [item.product.sku, item.maxQuantity])).toEqual([[card.sku, 0]]);
    const refused = await callOperation(app(), 'createOrder', {
      headers: { ...shopper.headers, 'idempotency-key': `again-${card.sku}` },
      payload: orderRequest(shopper),
    });
    expect(refused.status).toBe(409);
    expect((await adding()).status).toBe(404);

    const order = await callSuccessfully(app(), 'getOrder', {
      params: { orderNumber: placed.data.orderNumber },
      headers: shopper.headers,
    });
    expect(JSON.stringify(order.data.items)).toContain(card.sku);
  });
});

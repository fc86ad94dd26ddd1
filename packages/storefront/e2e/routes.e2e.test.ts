import { inject } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../src/routes/routePaths.ts';
import { sharedServer } from './support/productionServer.ts';

// The production server reads the route list from the build: every route of the app's list is
// answered with the app and 200, anything else with the app and 404.

const server = sharedServer();

/**
 * A real path of a pattern: each parameter filled, optional ones too, with what the seed has (a
 * product, a category path, an active promotion, a brand): the server answers 404 for ones it lacks.
 */
const pathOf = (pattern: string) =>
  inject(pattern, {
    sku: 'CPU-AMD-R7-9800X3D',
    category: 'computer-parts',
    subcategory: 'cpu',
    subsubcategory: 'cpu-amd',
    type: 'gaming-week',
    brand: 'asus',
  });

describe('the route list, as the production server answers it', () => {
  it.each(ROUTE_PATHS.map((route) => [pathOf(route.path)]))('%s is a page of the app (200)', async (path) => {
    const response = await fetch(new URL(path, server.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it.each([
    ['/nope'],
    ['/product/a/b'],
    ['/category/a/b/c/d'],
    ['/category/no-such-category'],
    ['/brand/no-such-brand'],
    ['/promotion/songkran'],
    ['/profile/other'],
  ])('%s is not (404, with the app to show its not-found page)', async (path) => {
    const response = await fetch(new URL(path, server.url));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });
});

import { describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../src/routes/routePaths.ts';
import { sharedServer } from './support/productionServer.ts';
import { seededPath } from './support/seededPath.ts';

// The production server reads the route list from the build: every route of the app's list is
// answered with the app and 200, anything else with the app and 404.

const server = sharedServer();

describe('the route list, as the production server answers it', () => {
  it.each(ROUTE_PATHS.map((route) => [seededPath(route.path)]))(
    '%s is a page of the app (200)',
    async (path) => {
      const response = await fetch(new URL(path, server.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    },
  );

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

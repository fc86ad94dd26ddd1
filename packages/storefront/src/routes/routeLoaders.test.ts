import { expect, it } from 'vitest';
import { ROUTE_LOADERS } from './routeLoaders.ts';
import { ROUTE_PATHS, SERVER_RENDERED_ROUTES, SIGNED_IN_RENDERED_ROUTES } from './routePaths.ts';

it('names a loader for every route the server renders, and only for routes of the list', () => {
  const rendered = [...SERVER_RENDERED_ROUTES, ...SIGNED_IN_RENDERED_ROUTES].map((route) => route.path);
  expect(rendered.filter((path) => !ROUTE_LOADERS[path as keyof typeof ROUTE_LOADERS])).toEqual([]);
  const listed = new Set<string>(ROUTE_PATHS.map((route) => route.path));
  expect(Object.keys(ROUTE_LOADERS).filter((path) => !listed.has(path))).toEqual([]);
});
